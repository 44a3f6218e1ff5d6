import type { AcceptedInvitation, InvitationCreated, InvitationInput } from '../../../contract/site'
import { http, parsed } from '../../lib/http'

/** The contract's schemas come in a chunk of their own, fetched beside the call (ADR 0018). */
const schemas = () => import('../../../contract/site')

export async function invite(input: InvitationInput): Promise<InvitationCreated> {
  return parsed(
    http.post('site/invitations', { json: input }),
    schemas().then((m) => m.InvitationCreatedSchema),
  )
}

export async function withdrawInvitation(id: string): Promise<void> {
  await http.delete(`site/invitations/${encodeURIComponent(id)}`)
}

export async function acceptInvitation(token: string): Promise<AcceptedInvitation> {
  return parsed(
    http.post('site/invitations/accept', { json: { token } }),
    schemas().then((m) => m.AcceptedInvitationSchema),
  )
}
