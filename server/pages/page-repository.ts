// The site's pages in the database (ADR 0075). The Markdown is rendered when it is written, by
// the posts' renderer (markdown/render.ts), so a read sends stored HTML.
import type { Selectable } from 'kysely'
import { describe } from '../../contract/head/head-tags'
import {
  type ManagedPage,
  type NavigationPage,
  type Page,
  type PageInput,
  PRIVACY_SLUG,
} from '../../contract/site-pages'
import { renderMarkdown } from '../../markdown/render'
import { isUniqueViolation } from '../db/errors'
import type { Db } from '../db/schema'
import { newId } from '../ids'
import type { PagesTable } from './tables'

type PageRow = Selectable<PagesTable>

const managed = (row: PageRow): ManagedPage => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  body: row.body,
  status: row.status,
  showInNavigation: row.show_in_navigation === 1,
  navOrder: row.nav_order,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
})

/** A published page as readers get it, or undefined (a draft is nobody's to read). */
export async function publishedPage(db: Db, slug: string): Promise<Page | undefined> {
  const row = await db
    .selectFrom('pages')
    .select(['slug', 'title', 'body_html', 'body_text', 'updated_at'])
    .where('slug', '=', slug)
    .where('status', '=', 'published')
    .executeTakeFirst()
  return row
    ? {
        slug: row.slug,
        title: row.title,
        bodyHtml: row.body_html,
        description: describe(row.body_text),
        updatedAt: row.updated_at,
      }
    : undefined
}

/** The published pages the header links to, in their order. */
export async function navigationPages(db: Db): Promise<NavigationPage[]> {
  return db
    .selectFrom('pages')
    .select(['slug', 'title'])
    .where('status', '=', 'published')
    .where('show_in_navigation', '=', 1)
    .orderBy('nav_order')
    .orderBy('slug')
    .execute()
}

/** Every published page's address and last change, for the sitemap. */
export async function sitemapPages(db: Db): Promise<{ slug: string; lastmod: string }[]> {
  const rows = await db
    .selectFrom('pages')
    .select(['slug', 'updated_at'])
    .where('status', '=', 'published')
    .orderBy('slug')
    .execute()
  return rows.map((row) => ({ slug: row.slug, lastmod: row.updated_at }))
}

export async function listPages(db: Db): Promise<ManagedPage[]> {
  const rows = await db
    .selectFrom('pages')
    .selectAll()
    .orderBy('nav_order')
    .orderBy('created_at')
    .execute()
  return rows.map(managed)
}

const written = (input: PageInput) => {
  const { html, text } = renderMarkdown(input.body)
  return {
    slug: input.slug,
    title: input.title,
    body: input.body,
    body_html: html,
    body_text: text,
    status: input.status,
    show_in_navigation: input.showInNavigation ? 1 : 0,
  }
}

/** The new page, or 'taken' when another page has its slug. */
export async function createPage(
  db: Db,
  input: PageInput,
  authorId: string,
): Promise<ManagedPage | 'taken'> {
  const now = new Date().toISOString()
  const last = await db
    .selectFrom('pages')
    .select((eb) => eb.fn.max('nav_order').as('last'))
    .executeTakeFirst()
  const row: PageRow = {
    id: newId(),
    ...written(input),
    nav_order: Number(last?.last ?? 0) + 1,
    created_at: now,
    updated_at: now,
    author_id: authorId,
  }
  try {
    await db.insertInto('pages').values(row).execute()
  } catch (error) {
    if (isUniqueViolation(error)) return 'taken'
    throw error
  }
  return managed(row)
}

/**
 * The page as saved, or why not: 'privacy' when the privacy page would move or be unpublished
 * (the footer links to /privacy), 'taken' when another page has the slug.
 */
export async function updatePage(
  db: Db,
  id: string,
  input: PageInput,
): Promise<ManagedPage | 'not_found' | 'taken' | 'privacy'> {
  const before = await db.selectFrom('pages').selectAll().where('id', '=', id).executeTakeFirst()
  if (!before) return 'not_found'
  if (
    before.slug === PRIVACY_SLUG &&
    (input.slug !== PRIVACY_SLUG || input.status !== 'published')
  ) {
    return 'privacy'
  }
  const after: PageRow = { ...before, ...written(input), updated_at: new Date().toISOString() }
  try {
    await db.updateTable('pages').set(after).where('id', '=', id).execute()
  } catch (error) {
    if (isUniqueViolation(error)) return 'taken'
    throw error
  }
  return managed(after)
}

export async function deletePage(db: Db, id: string): Promise<'deleted' | 'not_found' | 'privacy'> {
  const page = await db.selectFrom('pages').select('slug').where('id', '=', id).executeTakeFirst()
  if (!page) return 'not_found'
  if (page.slug === PRIVACY_SLUG) return 'privacy'
  await db.deleteFrom('pages').where('id', '=', id).execute()
  return 'deleted'
}
