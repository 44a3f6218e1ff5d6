import type { Kysely } from 'kysely'
import { likenessKey } from '../../../contract/handle-likeness'

// Handles that look alike are refused (ADR 0057): each profile keeps the likeness key of its
// handle and of its name (contract/handle-likeness.ts), indexed, so a new handle is checked
// against everyone's in one lookup each. Not unique: handles set before this may already look
// alike, and they stay. Filled here for the rows there are; a change to the key's rules needs a
// migration that fills them again.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('profiles').addColumn('handle_key', 'text').execute()
  await db.schema.alterTable('profiles').addColumn('name_key', 'text').execute()
  await db.schema
    .createIndex('profiles_by_handle_key')
    .on('profiles')
    .column('handle_key')
    .execute()
  await db.schema.createIndex('profiles_by_name_key').on('profiles').column('name_key').execute()
  const profiles = db as unknown as Kysely<{
    profiles: {
      uid: string
      handle: string | null
      display_name: string
      handle_key: string | null
      name_key: string | null
    }
  }>
  const rows = await profiles
    .selectFrom('profiles')
    .select(['uid', 'handle', 'display_name'])
    .execute()
  for (const row of rows) {
    await profiles
      .updateTable('profiles')
      .set({
        handle_key: row.handle === null ? null : likenessKey(row.handle),
        name_key: likenessKey(row.display_name),
      })
      .where('uid', '=', row.uid)
      .execute()
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('profiles_by_name_key').execute()
  await db.schema.dropIndex('profiles_by_handle_key').execute()
  await db.schema.alterTable('profiles').dropColumn('name_key').execute()
  await db.schema.alterTable('profiles').dropColumn('handle_key').execute()
}
