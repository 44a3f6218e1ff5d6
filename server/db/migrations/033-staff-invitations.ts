import type { Kysely } from 'kysely'

// Invitations to the staff (ADR 0074): an administrator names an email and a role, the invitee
// follows the mailed link signed in with that address and has the role. The link's token is
// signed (server/mail/tokens.ts), never stored; the row says whether it still stands.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('staff_invitations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('invited_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('accepted_at', 'text')
    .addColumn('accepted_by', 'text')
    .addColumn('revoked_at', 'text')
    .execute()
  await db.schema
    .createIndex('staff_invitations_by_time')
    .on('staff_invitations')
    .columns(['created_at', 'id'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('staff_invitations').execute()
}
