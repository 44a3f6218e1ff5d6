// Invitations to the staff against the in-memory store (ADR 0074): an administrator invites and
// withdraws; the invitee, signed in with the invited address, accepts once. The mock's token is
// the invitation's id (the server signs it).
import { HttpResponse, http } from 'msw'
import type { ErrorBody } from '../../contract/common'
import {
  type AcceptedInvitation,
  AcceptInvitationInputSchema,
  type Invitation,
  type InvitationCreated,
  InvitationInputSchema,
  roleAtLeast,
  siteMessages,
} from '../../contract/site'
import { mockId, store } from '../store'
import { caller, invalid } from './request-checks'
import { API, errorResponse } from './shared'

const administratorsOnly = () => errorResponse(403, 'administrators_only', siteMessages.staffOnly)

function isAdministrator(email: string): boolean {
  return roleAtLeast(store.staff.get(email.toLowerCase())?.role, 'administrator')
}

export const handlers = [
  http.get<never, never, Invitation[] | ErrorBody>(`${API}/site/invitations`, ({ request }) => {
    const who = caller(request)
    if (!who.email) return who.response
    if (!isAdministrator(who.email)) return administratorsOnly()
    return HttpResponse.json(store.invitations)
  }),

  http.post<never, Record<string, unknown>, InvitationCreated | ErrorBody>(
    `${API}/site/invitations`,
    async ({ request }) => {
      const who = caller(request)
      if (!who.email) return who.response
      if (!isAdministrator(who.email)) return administratorsOnly()
      const parsed = InvitationInputSchema.safeParse(await request.json())
      if (!parsed.success) return invalid(parsed.error)
      const now = new Date()
      const made: Invitation = {
        _id: mockId(),
        ...parsed.data,
        date: now.toISOString(),
        expires: new Date(now.getTime() + 7 * 86_400_000).toISOString(),
      }
      store.invitations.unshift(made)
      return HttpResponse.json(
        { ...made, link: `${window.location.origin}/invitation?token=${made._id}` },
        { status: 201 },
      )
    },
  ),

  http.delete<{ id: string }, never, null | ErrorBody>(
    `${API}/site/invitations/:id`,
    ({ request, params }) => {
      const who = caller(request)
      if (!who.email) return who.response
      if (!isAdministrator(who.email)) return administratorsOnly()
      const at = store.invitations.findIndex((item) => item._id === params.id)
      if (at < 0) return errorResponse(404, 'not_found', 'No invitation stands with this id')
      store.invitations.splice(at, 1)
      return new HttpResponse(null, { status: 204 })
    },
  ),

  http.post<never, Record<string, unknown>, AcceptedInvitation | ErrorBody>(
    `${API}/site/invitations/accept`,
    async ({ request }) => {
      const who = caller(request)
      if (!who.email) return who.response
      const parsed = AcceptInvitationInputSchema.safeParse(await request.json())
      if (!parsed.success) return invalid(parsed.error)
      const invitation = store.invitations.find((item) => item._id === parsed.data.token)
      if (!invitation) return errorResponse(404, 'not_found', siteMessages.invitationNotValid)
      if (invitation.email !== who.email.toLowerCase()) {
        return errorResponse(403, 'other_account', siteMessages.invitationOtherEmail)
      }
      store.invitations.splice(store.invitations.indexOf(invitation), 1)
      store.staff.set(invitation.email, {
        uid: who.uid,
        role: invitation.role,
        since: new Date().toISOString(),
      })
      return HttpResponse.json({ role: invitation.role })
    },
  ),
]
