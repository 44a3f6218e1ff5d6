import { readdir } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import {
  type Migration,
  type MigrationProvider,
  type MigrationResultSet,
  Migrator,
  PostgresAdapter,
  sql,
} from 'kysely'
import type { Db } from './schema'

const folder = new URL('./migrations/', import.meta.url)
/** `NNN-what-it-does`, run in the order of their names; `.js` once the server is compiled. */
const MIGRATION_FILE = /^(\d{3}-[a-z0-9-]+)\.(?:ts|js)$/

/** The migrations in `dir`, by name, in the order they run. */
export async function readMigrationFolder(dir: URL): Promise<Record<string, Migration>> {
  const names = (await readdir(fileURLToPath(dir)))
    .map((file) => MIGRATION_FILE.exec(file))
    .filter((match) => match !== null)
    .map((match) => ({ name: match[1] as string, href: new URL(match[0], dir).href }))
    .sort((a, b) => a.name.localeCompare(b.name))
  const numbers = names.map(({ name }) => name.slice(0, 3))
  const twice = numbers.find((number, index) => numbers.indexOf(number) !== index)
  if (twice) throw new Error(`Two migrations are numbered ${twice}`)
  const modules = await Promise.all(
    names.map(async ({ name, href }) => [name, (await import(href)) as Migration] as const),
  )
  return Object.fromEntries(modules)
}

/**
 * This app's migrations are the files of ./migrations, found by their names: a new one is a new
 * file and edits no list (docs/decisions/0063). Read once; they do not change while we run.
 */
let found: Promise<Record<string, Migration>> | undefined
function readMigrations(): Promise<Record<string, Migration>> {
  found ??= readMigrationFolder(folder)
  return found
}

/** Every migration's name, in the order they run. */
export async function migrationNames(): Promise<string[]> {
  return Object.keys(await readMigrations())
}

/** The names of the migrations that run after `name`, in order: what migrating up from it runs. */
export async function migrationsAfter(name: string): Promise<string[]> {
  const names = await migrationNames()
  const at = names.indexOf(name)
  if (at === -1) throw new Error(`No migration is named ${name}`)
  return names.slice(at + 1)
}

const provider: MigrationProvider = { getMigrations: readMigrations }

/**
 * On PostgreSQL, the schema the connection works in. Kysely's migrator otherwise looks for its
 * own tables in every schema, so a second database in another schema of the same server (each
 * API test file has one) would be taken for already migrated.
 */
async function migrationTableSchema(db: Db): Promise<{ migrationTableSchema?: string }> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return {}
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db)
  const schema = rows[0]?.schema
  return schema ? { migrationTableSchema: schema } : {}
}

/**
 * Kysely's migrator looks for its tables by reading the catalog of every schema on the server
 * (`has_schema_privilege` and `pg_get_serial_sequence` on each); a schema another deployment or
 * test drops meanwhile fails that read before any migration has run: 3F000 (invalid_schema_name),
 * or 42P01 (undefined_table) for a table of it the read had already listed. Read again.
 */
class SchemaSafeMigrator extends Migrator {
  override async migrateToLatest(): Promise<MigrationResultSet> {
    return readAgainIfASchemaVanished(() => super.migrateToLatest())
  }
  override async migrateTo(
    target: Parameters<Migrator['migrateTo']>[0],
  ): Promise<MigrationResultSet> {
    return readAgainIfASchemaVanished(() => super.migrateTo(target))
  }
}

export async function readAgainIfASchemaVanished(
  run: () => Promise<MigrationResultSet>,
): Promise<MigrationResultSet> {
  for (let attempt = 1; ; attempt++) {
    const result = await run()
    const code = (result.error as { code?: unknown } | undefined)?.code
    // A missing table is the catalog read's only while no migration has run (a migration that
    // names one is this app's own mistake, answered as it is).
    const vanished = code === '3F000' || (code === '42P01' && !result.results?.length)
    if (!vanished || attempt === 3) return result
  }
}

/** The migrator of this app's migrations; tests step it down and up again. */
export async function createMigrator(db: Db): Promise<Migrator> {
  return new SchemaSafeMigrator({ db, provider, ...(await migrationTableSchema(db)) })
}

export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = await createMigrator(db)
  const { error, results } = await migrator.migrateToLatest()
  if (error) throw error instanceof Error ? error : new Error(String(error))
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName)
}
