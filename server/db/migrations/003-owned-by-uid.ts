import { type Kysely, sql } from 'kysely'

// Records belong to the identity provider's account (its uid), not to an email address that a
// later account can register again (docs/decisions/0017). The uid of a row written before this
// migration is unknown: it stays null ("unclaimed", owned by nobody) until the account that held
// the email when the row was written claims it at its next token exchange
// (server/owners/claim.ts). The partial indexes find unclaimed rows by email at that moment.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('posts').addColumn('author_id', 'text').execute()
  await db.schema.alterTable('comments').addColumn('user_id', 'text').execute()
  await db.schema.alterTable('notifications').addColumn('recipient_id', 'text').execute()
  await db.schema
    .createIndex('notifications_by_recipient_id')
    .on('notifications')
    .columns(['recipient_id', 'created_at', 'id'])
    .execute()
  await db.schema
    .createIndex('posts_by_author_id')
    .on('posts')
    .columns(['author_id', 'created_at', 'id'])
    .execute()
  await db.schema
    .createIndex('posts_unclaimed')
    .on('posts')
    .column('author_email')
    .where(sql.ref('author_id'), 'is', null)
    .execute()
  await db.schema
    .createIndex('comments_unclaimed')
    .on('comments')
    .column('user_email')
    .where(sql.ref('user_id'), 'is', null)
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('comments_unclaimed').execute()
  await db.schema.dropIndex('posts_unclaimed').execute()
  await db.schema.dropIndex('posts_by_author_id').execute()
  await db.schema.dropIndex('notifications_by_recipient_id').execute()
  await db.schema.alterTable('notifications').dropColumn('recipient_id').execute()
  await db.schema.alterTable('comments').dropColumn('user_id').execute()
  await db.schema.alterTable('posts').dropColumn('author_id').execute()
}
