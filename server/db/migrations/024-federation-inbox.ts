import type { Kysely } from 'kysely'

// Issue 29 items 2–3 (ADR 0049): what the inbox keeps and delivery needs.
// - federation_kv: Fedify's key–value store (cached remote documents and keys, the ids of
//   activities already handled), shared by every instance, each entry with an optional expiry.
// - remote_actors: people on other servers we have heard from or follow (their inboxes, handle).
// - remote_followers: who on other servers follows a local person (the Follow's id kept for
//   its Undo); followers are counted with the local ones.
// - remote_shares: an Announce of a post, counted as a share.
// - comments.ap_id: a reply from another server is a comment whose author is the remote actor
//   (user_id its URI) and whose ap_id is the Note's id, for its Update and Delete.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('federation_kv')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text')
    .execute()
  await db.schema
    .createTable('remote_actors')
    .addColumn('uri', 'text', (col) => col.primaryKey())
    .addColumn('handle', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('url', 'text', (col) => col.notNull())
    .addColumn('icon', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('inbox', 'text', (col) => col.notNull())
    .addColumn('shared_inbox', 'text')
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute()
  await db.schema
    .createTable('remote_followers')
    .addColumn('uid', 'text', (col) => col.notNull())
    .addColumn('actor_uri', 'text', (col) => col.notNull())
    .addColumn('follow_id', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('remote_followers_pk', ['uid', 'actor_uri'])
    .execute()
  await db.schema
    .createTable('remote_shares')
    .addColumn('post_id', 'text', (col) => col.notNull())
    .addColumn('actor_uri', 'text', (col) => col.notNull())
    .addColumn('activity_id', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('remote_shares_pk', ['post_id', 'actor_uri'])
    .execute()
  await db.schema.alterTable('comments').addColumn('ap_id', 'text').execute()
  await db.schema.createIndex('comments_ap_id').on('comments').column('ap_id').unique().execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('comments_ap_id').execute()
  await db.schema.alterTable('comments').dropColumn('ap_id').execute()
  await db.schema.dropTable('remote_shares').execute()
  await db.schema.dropTable('remote_followers').execute()
  await db.schema.dropTable('remote_actors').execute()
  await db.schema.dropTable('federation_kv').execute()
}
