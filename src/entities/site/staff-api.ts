// What only the site's administrators read (docs/decisions/0074): apart from api.ts, which every
// page's first load carries for the site's settings.
import type { AuditEntry, Invitation, StaffMember } from '../../../contract/site'
import { http, parsed } from '../../lib/http'

const schemas = () => import('../../../contract/site')

export async function getStaff(signal?: AbortSignal): Promise<StaffMember[]> {
  return parsed(
    http.get('site/staff', { signal }),
    schemas().then((m) => m.StaffListSchema),
  )
}

export async function getAudit(signal?: AbortSignal): Promise<AuditEntry[]> {
  return parsed(
    http.get('site/audit', { signal }),
    schemas().then((m) => m.AuditListSchema),
  )
}

export async function getInvitations(signal?: AbortSignal): Promise<Invitation[]> {
  return parsed(
    http.get('site/invitations', { signal }),
    schemas().then((m) => m.InvitationListSchema),
  )
}
