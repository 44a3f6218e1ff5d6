// The staff as Settings → Staff lists them, role changes, and the audit log's reading
// (docs/decisions/0074). The owner's row changes only by handing the site over.
import { type AuditEntry, ROLES, type Role, type StaffMember } from '../../contract/site'
import type { Db } from '../db/schema'
import { profileField } from '../profiles/profile-repository'
import { publicName } from '../profiles/public-name'
import { audit } from './site-repository'
import './tables'

/** How many lines of the audit log one read answers, newest first. */
export const AUDIT_LISTED_MAX = 200

export async function listStaff(db: Db): Promise<StaffMember[]> {
  const rows = await db
    .selectFrom('staff')
    .select(['uid', 'email', 'role', 'created_at'])
    .select(profileField('display_name', 'staff.uid').as('name'))
    .orderBy('created_at')
    .orderBy('uid')
    .execute()
  return rows
    .map((row) => ({
      uid: row.uid,
      email: row.email,
      name: publicName(row.name ?? '') || row.email,
      role: row.role,
      since: row.created_at,
    }))
    .sort((a, b) => ROLES.indexOf(a.role) - ROLES.indexOf(b.role))
}

export type RoleChange = 'changed' | 'not_found' | 'owner'

/**
 * Gives a staff member another role (never 'owner': that is handed over), or takes them off the
 * staff (`role` null). The owner's own row is not changed here.
 */
export async function changeRole(
  db: Db,
  uid: string,
  role: Exclude<Role, 'owner'> | null,
  actorId: string,
): Promise<RoleChange> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('staff')
      .select(['email', 'role'])
      .where('uid', '=', uid)
      .executeTakeFirst()
    if (!row) return 'not_found'
    if (row.role === 'owner') return 'owner'
    if (role === null) {
      await trx.deleteFrom('staff').where('uid', '=', uid).execute()
      await audit(trx, actorId, 'staff', `${row.email}: ${row.role} → removed`)
    } else if (role !== row.role) {
      await trx.updateTable('staff').set({ role }).where('uid', '=', uid).execute()
      await audit(trx, actorId, 'staff', `${row.email}: ${row.role} → ${role}`)
    }
    return 'changed'
  })
}

export async function readAudit(db: Db): Promise<AuditEntry[]> {
  const rows = await db
    .selectFrom('audit_log')
    .selectAll()
    .select(profileField('display_name', 'audit_log.actor_id').as('actor_name'))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(AUDIT_LISTED_MAX)
    .execute()
  return rows.map((row) => ({
    _id: row.id,
    date: row.created_at,
    actorId: row.actor_id,
    actorName: publicName(row.actor_name ?? '') || 'Someone',
    action: row.action,
    detail: row.detail,
  }))
}
