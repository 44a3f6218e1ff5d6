// Fedify's key–value store on Quill's own database (ADR 0049): remote documents and public keys
// Fedify has fetched, and the ids of activities already handled (so a redelivered Follow is one
// follow). In the database, not in memory, so every instance on PostgreSQL shares it and a
// restart does not forget which activities were handled. Expired entries read as absent and
// are deleted when met, and by `sweepExpired`, which the federation runs every few minutes. A
// value over KV_VALUE_MAX_BYTES is refused, not kept (ADR 0054): what Fedify caches is a remote
// document, already cut at 1 MB by the outbound guard; this holds even if something else asks.
import type { KvKey, KvStore, KvStoreSetOptions } from '@fedify/fedify'
import type { Db } from '../db/schema'

/** A little over the guard's 1 MB document cap: a document plus Fedify's wrapping. */
export const KV_VALUE_MAX_BYTES = 1024 * 1024 + 64 * 1024

/** Deletes every expired entry; the number deleted. */
export async function sweepExpired(db: Db, at: Date = new Date()): Promise<number> {
  const result = await db
    .deleteFrom('federation_kv')
    .where('expires_at', '<=', at.toISOString())
    .executeTakeFirst()
  return Number(result.numDeletedRows)
}

export function databaseKvStore(db: Db, clock: () => Date = () => new Date()): KvStore {
  const keyOf = (key: KvKey) => JSON.stringify(key)
  return {
    async get<T = unknown>(key: KvKey): Promise<T | undefined> {
      const row = await db
        .selectFrom('federation_kv')
        .select(['value', 'expires_at'])
        .where('key', '=', keyOf(key))
        .executeTakeFirst()
      if (!row) return undefined
      if (row.expires_at !== null && row.expires_at <= clock().toISOString()) {
        await db
          .deleteFrom('federation_kv')
          .where('key', '=', keyOf(key))
          .where('expires_at', '=', row.expires_at)
          .execute()
        return undefined
      }
      return JSON.parse(row.value) as T
    },
    async set(key: KvKey, value: unknown, options?: KvStoreSetOptions): Promise<void> {
      const ttl = options?.ttl?.total('millisecond')
      const expiresAt = ttl == null ? null : new Date(clock().getTime() + ttl).toISOString()
      const row = { key: keyOf(key), value: JSON.stringify(value ?? null), expires_at: expiresAt }
      if (Buffer.byteLength(row.value) > KV_VALUE_MAX_BYTES) {
        throw new Error(`A value of ${Buffer.byteLength(row.value)} bytes is not kept`)
      }
      await db
        .insertInto('federation_kv')
        .values(row)
        .onConflict((conflict) =>
          conflict.column('key').doUpdateSet({ value: row.value, expires_at: row.expires_at }),
        )
        .execute()
    },
    async delete(key: KvKey): Promise<void> {
      await db.deleteFrom('federation_kv').where('key', '=', keyOf(key)).execute()
    },
  }
}
