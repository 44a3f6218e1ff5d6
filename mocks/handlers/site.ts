// The site's routes against the in-memory store (docs/decisions/0074): its settings as every page
// reads them, and the caller's role (store.staff, by email; MODERATOR_EMAILS' are editors).
import { HttpResponse, http } from 'msw'
import type { ErrorBody } from '../../contract/common'
import type { Site, SiteRole } from '../../contract/site'
import { store } from '../store'
import { caller } from './request-checks'
import { API } from './shared'

export const handlers = [
  http.get(`${API}/site`, () => HttpResponse.json<Site>(store.site)),

  http.get<never, never, SiteRole | ErrorBody>(`${API}/site/me`, ({ request }) => {
    const who = caller(request)
    if (!who.email) return who.response
    const email = who.email.toLowerCase()
    const role =
      store.staff.get(email)?.role ?? (store.moderators.has(email) ? 'editor' : undefined)
    return HttpResponse.json(role ? { role } : {})
  }),
]
