import { type Kysely, sql } from 'kysely'

// Issue 27 item 4: every saved version of a post. A revision is the post's text as it was saved
// (title, Markdown, tags, image), when and by whom; the newest is the post as it is now. Its id
// is new per revision and sorts with `created_at` as every keyset list does. A deleted post's
// history goes with it. Every post written before starts its history with its text as it is,
// under its own id (ids are random: a later revision's never meets it).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('post_revisions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('post_id', 'text', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('tags', 'text', (c) => c.notNull())
    .addColumn('image', 'text', (c) => c.notNull())
    .addColumn('author_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('post_revisions_by_post')
    .on('post_revisions')
    .columns(['post_id', 'created_at', 'id'])
    .execute()
  await sql`
    INSERT INTO post_revisions (id, post_id, title, body, tags, image, author_id, created_at)
    SELECT id, id, title, body, tags, image, COALESCE(author_id, ''),
           COALESCE(edited_at, created_at)
    FROM posts
  `.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('post_revisions_by_post').execute()
  await db.schema.dropTable('post_revisions').execute()
}
