// What the site's pages need that is no schema (docs/decisions/0075): limits, the slug's rules
// and messages, the privacy page's first words. No zod: a page's screen loads it with the app.
import { CLIENT_PAGE_PATHS } from './pages'

export const PAGE_TITLE_MAX = 120
export const PAGE_BODY_MAX = 50_000
export const PAGE_SLUG_MAX = 60
import { PAGE_SLUG_PATTERN, PRIVACY_SLUG } from './page-slug'

export { PAGE_SLUG_PATTERN, PRIVACY_SLUG } from './page-slug'

/**
 * First path segments that are someone else's: the client's screens (contract/pages.gen.ts) and
 * what the server answers at the root without a dot in its name. The server also refuses the
 * first segment of every route it registers (server/pages/slugs.ts), and a test holds this list
 * to its route table and to public/.
 */
const SERVER_ROOT_NAMES = [
  'api',
  'ap',
  'app-shell',
  'assets',
  'dev-mock',
  'icons',
  'images',
  'inbox',
  'language',
  'nodeinfo',
  'rss',
  'site-icons',
  'sitemap',
  'src',
  'node_modules',
  // `GET /api/pages/navigation` is ranked above `GET /api/pages/:slug`: no page could be read.
  'navigation',
] as const

const screenNames = CLIENT_PAGE_PATHS.map((path) => path.split('/')[1] ?? '').filter(
  (segment) => segment !== '' && !segment.includes('$'),
)

export const RESERVED_PAGE_SLUGS: ReadonlySet<string> = new Set([
  ...SERVER_ROOT_NAMES,
  ...screenNames,
])

export const pageMessages = {
  titleEmpty: 'Give the page a title',
  titleTooLong: `A title is at most ${PAGE_TITLE_MAX} characters`,
  bodyTooLong: `Page text must be at most ${PAGE_BODY_MAX} characters`,
  slugInvalid: `A slug is 1–${PAGE_SLUG_MAX} lower-case letters, digits and single hyphens (about-us)`,
  slugReserved: 'That address is one of the site’s own screens: pick another slug',
  slugTaken: 'Another page has that slug',
  privacyStays: 'The privacy page stays published at /privacy: the footer links to it',
  notFound: 'Page not found',
} as const

/** Why a slug cannot name a page (taken aside: only the database knows), or null. */
export function slugProblem(slug: string): string | null {
  if (slug.length > PAGE_SLUG_MAX || !PAGE_SLUG_PATTERN.test(slug)) return pageMessages.slugInvalid
  if (RESERVED_PAGE_SLUGS.has(slug) && slug !== PRIVACY_SLUG) return pageMessages.slugReserved
  return null
}

/**
 * The privacy page as every installation starts with it (migration 032 writes it, the mocks
 * serve it): the words the `/privacy` screen said before it became a page.
 */
export const PRIVACY_PAGE_START = {
  title: 'Privacy',
  body: [
    'Quill keeps what it needs to run: your email address and display name from your sign-in, the posts and comments you write, and the notifications they cause. Images you upload are stored without their metadata, so no location travels with them.',
    'Your browser keeps two things: the server’s access token while you are signed in, and your day/night choice. Logging out removes the token.',
    'Opening a post counts a view for its author, without a cookie. To count you once a day, your address and browser are mixed with a secret that changes every day and is never stored; the result stays in memory for that day only. Of the page that linked you here, only its site’s name is kept. Nothing else about you is recorded.',
  ].join('\n\n'),
} as const
