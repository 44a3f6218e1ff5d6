// The site's own part of the in-memory store (ADR 0074, 0075): its settings, staff, audit log,
// invitations and pages, as a fresh test (or the dev:mock entry) starts with them.
import {
  type AuditEntry,
  DEFAULT_SITE_SETTINGS,
  type Invitation,
  type Role,
  type Site,
} from '../contract/site'
import { type ManagedPage, PRIVACY_PAGE_START, PRIVACY_SLUG } from '../contract/site-pages'
import { renderMarkdown } from '../markdown/render'

export interface SiteStore {
  /** The site's settings, and whether it has an owner (ADR 0074): set up, as a test expects. */
  site: Site
  /** The staff by email, as the server's `staff` rows (the owner one of them). */
  staff: Map<string, { uid: string; role: Role; since: string }>
  /** What the staff changed, newest first (GET /site/audit). */
  audit: AuditEntry[]
  /** The invitations to the staff that stand, newest first (the mock's token is the id). */
  invitations: Invitation[]
  /** The site's pages (ADR 0075), with the HTML the renderer made: the privacy page at first. */
  pages: (ManagedPage & { bodyHtml: string; bodyText: string })[]
}

/** A site that is set up, with the defaults: what most tests read. */
const setUpSite = (): Site => ({ settings: { ...DEFAULT_SITE_SETTINGS }, setUp: true })

/** A page as the store keeps it: its Markdown rendered as the server renders it. */
export function storedPage(page: ManagedPage): SiteStore['pages'][number] {
  const { html, text } = renderMarkdown(page.body)
  return { ...page, bodyHtml: html, bodyText: text }
}

/** Every site starts with its privacy page (migration 032). */
const startingPages = () => [
  storedPage({
    id: 'privacy-page',
    slug: PRIVACY_SLUG,
    ...PRIVACY_PAGE_START,
    status: 'published',
    showInNavigation: false,
    navOrder: 0,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  }),
]

export function freshSiteStore(): SiteStore {
  return {
    site: setUpSite(),
    staff: new Map(),
    audit: [],
    invitations: [],
    pages: startingPages(),
  }
}
