// The site's own tables (migration 031, ADR 0074), merged into Kysely's Database (ADR 0071).
import type { Role } from '../../contract/site'

/** One row, id 'site': the settings as JSON, read through contract/site.ts's schema. */
export interface SiteSettingsTable {
  id: string
  settings: string
  updated_at: string
  updated_by: string | null
}

/** A person with a role on the site; the owner is the one row whose role is 'owner'. */
export interface StaffTable {
  uid: string
  /** Lower case: an invitation and OWNER_EMAIL name people by it. */
  email: string
  role: Role
  created_at: string
  added_by: string | null
}

/** What the staff changed: settings, roles, ownership. */
export interface AuditLogTable {
  id: string
  created_at: string
  actor_id: string
  action: string
  detail: string
}

/** An invitation to the staff: standing until accepted, revoked or past `expires_at`. */
export interface StaffInvitationsTable {
  id: string
  /** Lower case: the address the invitee must be signed in with. */
  email: string
  role: Exclude<Role, 'owner'>
  invited_by: string
  created_at: string
  expires_at: string
  accepted_at: string | null
  accepted_by: string | null
  revoked_at: string | null
}

declare module '../db/schema' {
  interface Database {
    site_settings: SiteSettingsTable
    staff: StaffTable
    audit_log: AuditLogTable
    staff_invitations: StaffInvitationsTable
  }
}
