// The site's reads (docs/decisions/0074): what every page shows of it (drawn into the first
// response, so the first load never asks), the caller's role, and what only administrators read.
import type { AuditEntry, Invitation, Site, SiteRole, StaffMember } from '../../../contract/site'
import { http, parsed } from '../../lib/http'

const schemas = () => import('../../../contract/site')

export async function getSite(signal?: AbortSignal): Promise<Site> {
  return parsed(
    http.get('site', { signal }),
    schemas().then((m) => m.SiteSchema),
  )
}

export async function getSiteRole(signal?: AbortSignal): Promise<SiteRole> {
  return parsed(
    http.get('site/me', { signal }),
    schemas().then((m) => m.SiteRoleSchema),
  )
}

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
