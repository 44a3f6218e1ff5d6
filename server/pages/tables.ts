// The site's pages (migration 032, ADR 0075), merged into Kysely's Database (ADR 0071).
import type { PageStatus } from '../../contract/site-pages'

export interface PagesTable {
  id: string
  /** Its address, `/{slug}`: unique, and never a screen's or a server route's (ADR 0075). */
  slug: string
  title: string
  /** Markdown, as written; `body_html` and `body_text` rendered from it when it was saved. */
  body: string
  body_html: string
  body_text: string
  status: PageStatus
  /** 1 when the header links to it (published pages only), in `nav_order`. */
  show_in_navigation: number
  nav_order: number
  created_at: string
  updated_at: string
  /** Who wrote it first; null for the privacy page the migration wrote. */
  author_id: string | null
}

declare module '../db/schema' {
  interface Database {
    pages: PagesTable
  }
}
