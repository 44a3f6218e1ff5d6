import { type Kysely, sql } from 'kysely'
import { renderMarkdown } from '../../../markdown/render'

// Issue 13 (docs/decisions/0022). A post's Markdown is rendered when it is written and stored
// beside its source: `body_html` (what the post page shows), `body_text` (the plain text the
// feed's preview is cut from) and `reading_minutes`. `status` makes drafts; `tags` is the post's
// own list (JSON text, answered as is), and `post_tags` indexes the tags of *published* posts
// only, with the post's created_at, so a tag's feed is a keyset page over
// (tag, created_at, id) and `GET /tags` counts nothing a reader may not see.
//
// Every existing post is rendered here, in pages by id, so no row ever answers without HTML.
// This migration runs the renderer of the day it runs; a later change of the renderer that
// must reach old posts re-renders them in a migration of its own.
const BATCH = 500

interface LegacyRow {
  id: string
  body: string
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('posts')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('published'))
    .execute()
  await db.schema
    .alterTable('posts')
    .addColumn('body_html', 'text', (c) => c.notNull().defaultTo(''))
    .execute()
  await db.schema
    .alterTable('posts')
    .addColumn('body_text', 'text', (c) => c.notNull().defaultTo(''))
    .execute()
  await db.schema
    .alterTable('posts')
    .addColumn('reading_minutes', 'integer', (c) => c.notNull().defaultTo(1))
    .execute()
  await db.schema
    .alterTable('posts')
    .addColumn('tags', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute()
  // The feed reads published posts newest first; equality on status, then the keyset.
  await db.schema
    .createIndex('posts_by_status')
    .on('posts')
    .columns(['status', 'created_at', 'id'])
    .execute()

  await db.schema
    .createTable('post_tags')
    .addColumn('tag', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('post_tags_pk', ['id', 'tag'])
    .execute()
  await db.schema
    .createIndex('post_tags_feed')
    .on('post_tags')
    .columns(['tag', 'created_at', 'id'])
    .execute()

  let after = ''
  for (;;) {
    const { rows } = await sql<LegacyRow>`
      select id, body from posts where id > ${after} order by id limit ${BATCH}`.execute(db)
    if (rows.length === 0) break
    for (const row of rows) {
      const { html, text, readingMinutes } = renderMarkdown(row.body)
      await sql`
        update posts set body_html = ${html}, body_text = ${text},
          reading_minutes = ${readingMinutes}
        where id = ${row.id}`.execute(db)
    }
    after = rows[rows.length - 1]?.id ?? after
    if (rows.length < BATCH) break
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('post_tags').execute()
  await db.schema.dropIndex('posts_by_status').execute()
  for (const column of ['tags', 'reading_minutes', 'body_text', 'body_html', 'status']) {
    await db.schema.alterTable('posts').dropColumn(column).execute()
  }
}
