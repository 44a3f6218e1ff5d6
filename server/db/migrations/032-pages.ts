import type { Kysely } from 'kysely'
import { PRIVACY_PAGE_START, PRIVACY_SLUG } from '../../../contract/site-pages'
import { renderMarkdown } from '../../../markdown/render'

// The site's pages (ADR 0075): their own table, not posts', so nothing that reads posts (the
// feed, search, RSS, mails, ActivityPub) can meet one. The body is kept as Markdown and as the
// HTML and text the renderer made of it when it was written, as posts keep theirs (ADR 0022).
// The privacy page starts with the words the /privacy screen had.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('pages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('body_html', 'text', (c) => c.notNull())
    .addColumn('body_text', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('show_in_navigation', 'integer', (c) => c.notNull())
    .addColumn('nav_order', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('author_id', 'text')
    .execute()
  const now = new Date().toISOString()
  const { html, text } = renderMarkdown(PRIVACY_PAGE_START.body)
  await (db as Kysely<{ pages: Record<string, unknown> }>)
    .insertInto('pages')
    .values({
      // Its own id, as its own slug: one row every installation has.
      id: PRIVACY_SLUG,
      slug: PRIVACY_SLUG,
      title: PRIVACY_PAGE_START.title,
      body: PRIVACY_PAGE_START.body,
      body_html: html,
      body_text: text,
      status: 'published',
      show_in_navigation: 0,
      nav_order: 0,
      created_at: now,
      updated_at: now,
      author_id: null,
    })
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('pages').execute()
}
