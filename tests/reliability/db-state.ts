// The database's rows, as one checksum: a refused request must leave it exactly as it was.
import { createHash } from 'node:crypto'
import { type Kysely, sql } from 'kysely'
import type { Dialect } from '../../server/db/schema'

/**
 * Tables that are not the app's data: migrations' bookkeeping, the rate-limit counters, and what
 * the job queue's workers write on their own time (the SQLite queue's jobs and the keys of jobs
 * enqueued once, and the mail jobs' records: a confirmation mail sent after an earlier 202 is not
 * the current request's doing),
 * the readers' counts, written by the stats flush every few seconds after earlier 202s, and
 * Fedify's cache (federation_kv: remote documents and JSON-LD contexts it loaded, even while
 * reading a delivery it then refuses).
 */
const NOT_DATA =
  /^(kysely_|rate_limits$|sqlite_|jobs$|job_once$|dev_mail$|mail_confirmations$|mail_confirmation_domains$|mail_deliveries$|post_stats$|post_referrers$|federation_kv$)/

export async function dataTables(db: Kysely<unknown>, dialect: Dialect): Promise<string[]> {
  const rows =
    dialect === 'sqlite'
      ? await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(db)
      : await sql<{
          name: string
        }>`select table_name as name from information_schema.tables where table_schema = current_schema()`.execute(
          db,
        )
  return rows.rows
    .map((row) => row.name)
    .filter((name) => !NOT_DATA.test(name))
    .sort()
}

/** Every row of every data table, hashed in a stable order; and the row count of each. */
export async function dbState(
  db: Kysely<unknown>,
  tables: readonly string[],
): Promise<{ checksum: string; counts: Record<string, number> }> {
  const hash = createHash('sha256')
  const counts: Record<string, number> = {}
  for (const table of tables) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(
      db,
    )
    const lines = rows.map((row) => JSON.stringify(row)).sort()
    counts[table] = lines.length
    hash.update(`${table}\n${lines.join('\n')}\n`)
  }
  return { checksum: hash.digest('hex'), counts }
}

/** Watches the data rows from now: the answer says whether any has changed since. */
export async function watchRows(
  db: Kysely<unknown>,
  tables: readonly string[],
): Promise<() => Promise<boolean>> {
  const before = await dbState(db, tables)
  return async () => (await dbState(db, tables)).checksum !== before.checksum
}
