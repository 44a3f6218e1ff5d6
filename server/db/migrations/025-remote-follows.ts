import type { Kysely } from 'kysely'

// Issue 29 item 4 (ADR 0050): following people on other servers.
// - remote_follows: a local person's Follow of a remote actor, 'pending' until its Accept comes;
//   the Follow's id is kept for the Accept, the Reject and our Undo. One per (follower, actor).
// - remote_posts: the public Articles and Notes those actors sent us, once each however many
//   follow them, as plain text (no markup from another server is ever kept). `id` is ours (a
//   cursor carries it, as a post's); `ap_id` is the object's id, which Update and Delete name.
//   `created_at` is the object's `published`, so the following feed pages both kinds of post
//   under one keyset `(created_at, id)`: (actor_uri, created_at, id) is each followed actor's
//   page, as posts' (author_id, status, created_at, id) is a local author's.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('remote_follows')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('follower_id', 'text', (col) => col.notNull())
    .addColumn('actor_uri', 'text', (col) => col.notNull())
    .addColumn('follow_id', 'text', (col) => col.notNull())
    .addColumn('state', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute()
  await db.schema
    .createIndex('remote_follows_by_follower')
    .on('remote_follows')
    .columns(['follower_id', 'actor_uri'])
    .unique()
    .execute()
  await db.schema
    .createIndex('remote_follows_by_actor')
    .on('remote_follows')
    .column('actor_uri')
    .execute()
  await db.schema
    .createIndex('remote_follows_follow_id')
    .on('remote_follows')
    .column('follow_id')
    .unique()
    .execute()
  await db.schema
    .createTable('remote_posts')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('ap_id', 'text', (col) => col.notNull().unique())
    .addColumn('actor_uri', 'text', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('summary', 'text', (col) => col.notNull())
    .addColumn('content_text', 'text', (col) => col.notNull())
    .addColumn('url', 'text', (col) => col.notNull())
    .addColumn('image', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text')
    .addColumn('received_at', 'text', (col) => col.notNull())
    .execute()
  await db.schema
    .createIndex('remote_posts_by_actor')
    .on('remote_posts')
    .columns(['actor_uri', 'created_at', 'id'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('remote_posts').execute()
  await db.schema.dropTable('remote_follows').execute()
}
