import { type Kysely, sql } from 'kysely'

// Written against Kysely<unknown>: a migration must not change when the app's types do.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('posts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('author_email', 'text', (c) => c.notNull())
    .addColumn('author_name', 'text', (c) => c.notNull())
    .addColumn('image', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('edited_at', 'text')
    .execute()
  // The feed and each author's own list are read newest first, a keyset page at a time.
  await db.schema.createIndex('posts_feed').on('posts').columns(['created_at', 'id']).execute()
  await db.schema
    .createIndex('posts_author')
    .on('posts')
    .columns(['author_email', 'created_at', 'id'])
    .execute()

  await db.schema
    .createTable('comments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('post_id', 'text', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('user_email', 'text', (c) => c.notNull())
    .addColumn('user_name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('comments_by_post')
    .on('comments')
    .columns(['post_id', 'created_at', 'id'])
    .execute()

  await db.schema
    .createTable('notifications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('recipient_email', 'text', (c) => c.notNull())
    .addColumn('post_id', 'text', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('comment_id', 'text', (c) => c.references('comments.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('detail', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('notifications_by_recipient')
    .on('notifications')
    .columns(['recipient_email', 'created_at', 'id'])
    .execute()
  // Deleting a post cascades here; without an index each cascade would scan the table.
  await db.schema
    .createIndex('notifications_by_post')
    .on('notifications')
    .column('post_id')
    .execute()
  await db.schema
    .createIndex('notifications_by_comment')
    .on('notifications')
    .column('comment_id')
    .execute()

  await db.schema
    .createTable('meta')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(sql`CURRENT_TIMESTAMP`))
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['notifications', 'comments', 'posts', 'meta']) {
    await db.schema.dropTable(table).ifExists().execute()
  }
}
