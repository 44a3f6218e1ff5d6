// Fedify's key–value store on Quill's own database (ADR 0049): remote documents and public keys
// Fedify has fetched, and the ids of activities already handled (so a redelivered Follow is one
// follow). In the database, not in memory, so every instance on PostgreSQL shares it and a
// restart does not forget which activities were handled. Expired entries read as absent and
// are deleted when met; one write in a hundred also clears every expired entry.
import type { KvKey, KvStore, KvStoreSetOptions } from '@fedify/fedify'
import type { Db } from '../db/schema'

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
      await db
        .insertInto('federation_kv')
        .values(row)
        .onConflict((conflict) =>
          conflict.column('key').doUpdateSet({ value: row.value, expires_at: row.expires_at }),
        )
        .execute()
      if (Math.random() < 0.01) {
        await db
          .deleteFrom('federation_kv')
          .where('expires_at', '<=', clock().toISOString())
          .execute()
      }
    },
    async delete(key: KvKey): Promise<void> {
      await db.deleteFrom('federation_kv').where('key', '=', keyOf(key)).execute()
    },
  }
}
