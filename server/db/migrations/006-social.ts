import type { Kysely } from 'kysely'

// Issue 14 (docs/decisions/0024). `profiles` holds one row per user — name, photo and bio —
// written at token exchange and by PUT /profile, and joined on every read, so a rename shows on
// everything the user ever wrote without rewriting their rows. `likes` is one row per (post, user);
// `like_notices` remembers whom a post's author was told about, so liking, unliking and liking
// again notifies once. Comments get `updated_at` (set by an edit: 'edited'), notifications a
// `type` and the uid of the user who acted (`actor_id`), whose current name they show.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('profiles')
    .addColumn('uid', 'text', (c) => c.primaryKey())
    .addColumn('display_name', 'text', (c) => c.notNull())
    .addColumn('photo_url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('bio', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('likes')
    .addColumn('post_id', 'text', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('uid', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('likes_pk', ['post_id', 'uid'])
    .execute()

  await db.schema
    .createTable('like_notices')
    .addColumn('post_id', 'text', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('uid', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('like_notices_pk', ['post_id', 'uid'])
    .execute()

  await db.schema.alterTable('comments').addColumn('updated_at', 'text').execute()

  await db.schema
    .alterTable('notifications')
    .addColumn('type', 'text', (c) => c.notNull().defaultTo('comment'))
    .execute()
  await db.schema.alterTable('notifications').addColumn('actor_id', 'text').execute()

  // An author's page reads their published posts newest first: equality on both, then the keyset.
  await db.schema
    .createIndex('posts_by_author_status')
    .on('posts')
    .columns(['author_id', 'status', 'created_at', 'id'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('posts_by_author_status').execute()
  await db.schema.alterTable('notifications').dropColumn('actor_id').execute()
  await db.schema.alterTable('notifications').dropColumn('type').execute()
  await db.schema.alterTable('comments').dropColumn('updated_at').execute()
  await db.schema.dropTable('like_notices').execute()
  await db.schema.dropTable('likes').execute()
  await db.schema.dropTable('profiles').execute()
}
