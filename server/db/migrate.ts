import { type Migration, type MigrationProvider, Migrator } from 'kysely'
import * as initial from './migrations/001-initial'
import type { Db } from './schema'

// Migrations are listed in code, not read from a folder, so they bundle and run the same
// under tsx, a compiled build, or a test runner.
const migrations: Record<string, Migration> = {
  '001-initial': initial,
}

const provider: MigrationProvider = { getMigrations: async () => migrations }

export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db, provider })
  const { error, results } = await migrator.migrateToLatest()
  if (error) throw error instanceof Error ? error : new Error(String(error))
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName)
}
