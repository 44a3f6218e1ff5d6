import type { Kysely } from 'kysely'

// A notification's read state: when its reader first opened it, or null while unread. ISO text,
// as every timestamp here (docs/decisions/0003).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('notifications').addColumn('read_at', 'text').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('notifications').dropColumn('read_at').execute()
}
