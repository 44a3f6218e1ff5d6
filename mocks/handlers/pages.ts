// The site's pages against the in-memory store (docs/decisions/0075): readers read published
// ones; administrators (store.staff) list and write them, with the server's slug rules.
import { HttpResponse, http } from 'msw'
import type { ErrorBody } from '../../contract/common'
import { describe } from '../../contract/head/head-tags'
import { roleAtLeast } from '../../contract/site'
import {
  type ManagedPage,
  type NavigationPage,
  type Page,
  PRIVACY_SLUG,
  PageInputSchema,
  pageMessages,
} from '../../contract/site-pages'
import { mockId, store, storedPage } from '../store'
import { caller, invalid } from './request-checks'
import { API, errorResponse } from './shared'

/** The 401 or 403 a caller who is not an administrator gets, or null for one who is. */
function refusal(request: Request) {
  const who = caller(request)
  if (!who.email) return who.response
  const role = store.staff.get(who.email.toLowerCase())?.role
  if (!role || !roleAtLeast(role, 'administrator')) {
    return errorResponse(403, 'forbidden', 'Only administrators may do this')
  }
  return null
}

const slugField = (message: string) =>
  errorResponse(400, 'validation_failed', message, { slug: message })
const managed = ({ bodyHtml: _html, bodyText: _text, ...page }: (typeof store.pages)[number]) =>
  page

async function written(request: Request, id: string | null) {
  const input = PageInputSchema.safeParse(await request.json())
  if (!input.success) return invalid(input.error)
  const before = store.pages.find((page) => page.id === id)
  if (id && !before) return errorResponse(404, 'not_found', pageMessages.notFound)
  if (store.pages.some((page) => page.slug === input.data.slug && page.id !== id)) {
    return slugField(pageMessages.slugTaken)
  }
  if (
    before?.slug === PRIVACY_SLUG &&
    (input.data.slug !== PRIVACY_SLUG || input.data.status !== 'published')
  ) {
    return slugField(pageMessages.privacyStays)
  }
  const now = new Date().toISOString()
  const page = storedPage({
    id: before?.id ?? mockId(),
    navOrder: before?.navOrder ?? store.pages.length,
    createdAt: before?.createdAt ?? now,
    ...input.data,
    updatedAt: now,
  })
  store.pages = before
    ? store.pages.map((other) => (other.id === id ? page : other))
    : [...store.pages, page]
  return HttpResponse.json<ManagedPage>(managed(page), { status: before ? 200 : 201 })
}

const published = () => store.pages.filter((page) => page.status === 'published')

export const handlers = [
  http.get(`${API}/pages/navigation`, () =>
    HttpResponse.json<NavigationPage[]>(
      published()
        .filter((page) => page.showInNavigation)
        .sort((a, b) => a.navOrder - b.navOrder)
        .map(({ slug, title }) => ({ slug, title })),
    ),
  ),

  http.get<{ slug: string }>(`${API}/pages/:slug`, ({ params }) => {
    const page = published().find((one) => one.slug === params.slug)
    if (!page) return errorResponse(404, 'not_found', pageMessages.notFound)
    return HttpResponse.json<Page>({
      slug: page.slug,
      title: page.title,
      bodyHtml: page.bodyHtml,
      description: describe(page.bodyText),
      updatedAt: page.updatedAt,
    })
  }),

  http.get<never, never, ManagedPage[] | ErrorBody>(`${API}/site/pages`, ({ request }) => {
    const refused = refusal(request)
    if (refused) return refused
    return HttpResponse.json<ManagedPage[]>(
      [...store.pages].sort((a, b) => a.navOrder - b.navOrder).map(managed),
    )
  }),

  http.post<never, never, ManagedPage | ErrorBody>(
    `${API}/site/pages`,
    ({ request }) => refusal(request) ?? written(request, null),
  ),

  http.put<{ id: string }, never, ManagedPage | ErrorBody>(
    `${API}/site/pages/:id`,
    ({ request, params }) => refusal(request) ?? written(request, params.id),
  ),

  http.delete<{ id: string }>(`${API}/site/pages/:id`, ({ request, params }) => {
    const refused = refusal(request)
    if (refused) return refused
    const page = store.pages.find((one) => one.id === params.id)
    if (!page) return errorResponse(404, 'not_found', pageMessages.notFound)
    if (page.slug === PRIVACY_SLUG) return slugField(pageMessages.privacyStays)
    store.pages = store.pages.filter((one) => one.id !== params.id)
    return new HttpResponse(null, { status: 204 })
  }),
]
