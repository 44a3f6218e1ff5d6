// The site's routes against the in-memory store (docs/decisions/0074): its settings as every page
// reads them, the caller's role (store.staff, by email; MODERATOR_EMAILS' are editors), the first
// run, the settings and staff that administrators change, and the audit log of those changes.
import { HttpResponse, http } from 'msw'
import type { ErrorBody } from '../../contract/common'
import { describeChange } from '../../contract/site-change'
import { accentPalette } from '../../contract/site-palette'
import {
  type AuditEntry,
  HandOverInputSchema,
  type Role,
  type Site,
  type SiteRole,
  SiteSettingsInputSchema,
  SiteSetupInputSchema,
  type StaffMember,
  roleAtLeast,
  siteMessages,
} from '../../contract/site'
import { identity } from '../identity-store'
import { store } from '../store'
import { caller, invalid } from './request-checks'
import { API, errorResponse } from './shared'

type StaffParams = { uid: string }
const STAFF_ROLES: readonly Role[] = ['administrator', 'editor', 'author', 'contributor']

function roleOf(email: string): Role | undefined {
  const key = email.toLowerCase()
  return store.staff.get(key)?.role ?? (store.moderators.has(key) ? 'editor' : undefined)
}

/** The caller, if their role is `least` or above; else the server's 401 or 403. */
function staffCaller(request: Request, least: 'administrator' | 'owner') {
  const who = caller(request)
  if (!who.email) return { response: who.response }
  if (!roleAtLeast(roleOf(who.email), least)) {
    return least === 'owner'
      ? { response: errorResponse(403, 'owner_only', siteMessages.ownerOnly) }
      : { response: errorResponse(403, 'administrators_only', siteMessages.staffOnly) }
  }
  return { uid: who.uid, name: who.name, email: who.email }
}

function audit(actor: { uid: string; name: string }, action: string, detail: string): void {
  const entry: AuditEntry = {
    _id: `audit-${store.audit.length + 1}`,
    date: new Date().toISOString(),
    actorId: actor.uid,
    actorName: actor.name,
    action,
    detail,
  }
  store.audit.unshift(entry)
}

function staffEntry(uid: string): [string, { uid: string; role: Role; since: string }] | undefined {
  return [...store.staff.entries()].find(([, row]) => row.uid === uid)
}

export const handlers = [
  http.get(`${API}/site`, () => HttpResponse.json<Site>(store.site)),

  http.get<never, never, SiteRole | ErrorBody>(`${API}/site/me`, ({ request }) => {
    const who = caller(request)
    if (!who.email) return who.response
    const role = roleOf(who.email)
    return HttpResponse.json(role ? { role } : {})
  }),

  http.post<never, never, Site | ErrorBody>(`${API}/site/setup`, async ({ request }) => {
    const who = caller(request)
    if (!who.email) return who.response
    const input = SiteSetupInputSchema.safeParse(await request.json())
    if (!input.success) return invalid(input.error)
    if (store.site.setUp) return errorResponse(409, 'conflict', siteMessages.alreadyOwned)
    store.site = { settings: { ...store.site.settings, ...input.data }, setUp: true }
    store.staff.set(who.email.toLowerCase(), {
      uid: who.uid,
      role: 'owner',
      since: new Date().toISOString(),
    })
    audit(who, 'owner', `${who.email.toLowerCase()} set the site up`)
    return HttpResponse.json<Site>(store.site, { status: 201 })
  }),

  http.put(`${API}/site/settings`, async ({ request }) => {
    const who = staffCaller(request, 'administrator')
    if (!who.uid) return who.response
    const input = SiteSettingsInputSchema.safeParse(await request.json())
    if (!input.success) return invalid(input.error)
    const before = store.site.settings
    const settings = { ...input.data, accentPalette: accentPalette(input.data.accentColor) }
    const change = describeChange(before, settings)
    store.site = { ...store.site, settings }
    if (change) audit(who, 'settings', change)
    return HttpResponse.json(settings)
  }),

  http.get<never, never, StaffMember[] | ErrorBody>(`${API}/site/staff`, ({ request }) => {
    const who = staffCaller(request, 'administrator')
    if (!who.uid) return who.response
    const rows = [...store.staff.entries()].map(([email, row]) => ({
      uid: row.uid,
      email,
      name: identity.users.get(email)?.displayName || email,
      role: row.role,
      since: row.since,
    }))
    // The owner first, then by role and since, as the server lists them.
    rows.sort(
      (a, b) =>
        Number(roleAtLeast(b.role, a.role)) - Number(roleAtLeast(a.role, b.role)) ||
        a.since.localeCompare(b.since),
    )
    return HttpResponse.json(rows)
  }),

  http.put<StaffParams>(`${API}/site/staff/:uid`, async ({ request, params }) => {
    const who = staffCaller(request, 'administrator')
    if (!who.uid) return who.response
    const { role } = (await request.json()) as { role: Role }
    if (!STAFF_ROLES.includes(role)) {
      return errorResponse(400, 'validation_failed', 'Choose a role', { role: 'Choose a role' })
    }
    const entry = staffEntry(params.uid)
    if (!entry) return errorResponse(404, 'not_found', 'Staff member not found')
    const [email, row] = entry
    if (row.role === 'owner') return errorResponse(403, 'owner_only', siteMessages.handOverTo)
    if (row.role !== role) audit(who, 'staff', `${email}: ${row.role} → ${role}`)
    store.staff.set(email, { ...row, role })
    return HttpResponse.json({ role })
  }),

  http.delete<StaffParams>(`${API}/site/staff/:uid`, ({ request, params }) => {
    const who = staffCaller(request, 'administrator')
    if (!who.uid) return who.response
    const entry = staffEntry(params.uid)
    if (!entry) return errorResponse(404, 'not_found', 'Staff member not found')
    const [email, row] = entry
    if (row.role === 'owner') return errorResponse(403, 'owner_only', siteMessages.handOverTo)
    store.staff.delete(email)
    audit(who, 'staff', `${email}: ${row.role} → removed`)
    return new HttpResponse(null, { status: 204 })
  }),

  http.put(`${API}/site/owner`, async ({ request }) => {
    const who = staffCaller(request, 'owner')
    if (!who.uid) return who.response
    const input = HandOverInputSchema.safeParse(await request.json())
    if (!input.success) return invalid(input.error)
    const next = staffEntry(input.data.uid)
    const mine = store.staff.get(who.email.toLowerCase())
    if (!next || next[1].role !== 'administrator' || !mine) {
      return errorResponse(400, 'bad_request', siteMessages.handOverTo)
    }
    store.staff.set(next[0], { ...next[1], role: 'owner' })
    store.staff.set(who.email.toLowerCase(), { ...mine, role: 'administrator' })
    audit(who, 'owner', `handed the site to ${next[0]}`)
    return HttpResponse.json({ owner: input.data.uid })
  }),

  http.get<never, never, AuditEntry[] | ErrorBody>(`${API}/site/audit`, ({ request }) => {
    const who = staffCaller(request, 'administrator')
    if (!who.uid) return who.response
    return HttpResponse.json(store.audit)
  }),
]
