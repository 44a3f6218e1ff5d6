// Invitations to the staff (ADR 0074): made by an administrator, mailed, accepted once by the
// person the address belongs to, withdrawn, or left to expire.
import { INVITATION_DAYS, type Invitation, type InvitationInput } from '../../contract/site'
import { now } from '../clock'
import type { Db } from '../db/schema'
import { newId } from '../ids'
import { audit } from './site-repository'
import './tables'

const DAY_MS = 24 * 3600_000

type Row = {
  id: string
  email: string
  role: Invitation['role']
  created_at: string
  expires_at: string
}

const toInvitation = (row: Row): Invitation => ({
  _id: row.id,
  email: row.email,
  role: row.role,
  date: row.created_at,
  expires: row.expires_at,
})

export async function createInvitation(
  db: Db,
  input: InvitationInput,
  invitedBy: string,
): Promise<Invitation> {
  const at = now()
  const row = {
    id: newId(),
    email: input.email,
    role: input.role,
    invited_by: invitedBy,
    created_at: at,
    expires_at: new Date(Date.parse(at) + INVITATION_DAYS * DAY_MS).toISOString(),
    accepted_at: null,
    accepted_by: null,
    revoked_at: null,
  }
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('staff_invitations').values(row).execute()
    await audit(trx, invitedBy, 'invitation', `${input.email} invited as ${input.role}`)
  })
  return toInvitation(row)
}

/** The invitations that still stand, newest first. */
export async function pendingInvitations(db: Db): Promise<Invitation[]> {
  const rows = await db
    .selectFrom('staff_invitations')
    .select(['id', 'email', 'role', 'created_at', 'expires_at'])
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', new Date().toISOString())
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute()
  return rows.map(toInvitation)
}

/** Withdraws an invitation that still stands; answers whether there was one. */
export async function revokeInvitation(db: Db, id: string, actorId: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('staff_invitations')
      .set({ revoked_at: now() })
      .where('id', '=', id)
      .where('accepted_at', 'is', null)
      .where('revoked_at', 'is', null)
      .returning('email')
      .executeTakeFirst()
    if (!result) return false
    await audit(trx, actorId, 'invitation', `${result.email}: invitation withdrawn`)
    return true
  })
}

export async function findInvitation(db: Db, id: string) {
  return db.selectFrom('staff_invitations').selectAll().where('id', '=', id).executeTakeFirst()
}

export type Acceptance =
  | { outcome: 'accepted'; role: Invitation['role'] }
  | { outcome: 'not_found' | 'expired' | 'withdrawn' | 'used' | 'other_email' | 'owner' }

/**
 * Makes `user` staff with the invitation's role, once: in one transaction that finds it still
 * standing, for their address, and marks it used. The owner keeps their role.
 */
export async function acceptInvitation(
  db: Db,
  id: string,
  user: { uid: string; email: string },
): Promise<Acceptance> {
  return db.transaction().execute(async (trx) => {
    const invitation = await trx
      .selectFrom('staff_invitations')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst()
    if (!invitation) return { outcome: 'not_found' }
    if (invitation.revoked_at) return { outcome: 'withdrawn' }
    if (invitation.accepted_at) {
      // The same person following the link again: done already.
      return invitation.accepted_by === user.uid
        ? { outcome: 'accepted', role: invitation.role }
        : { outcome: 'used' }
    }
    if (Date.parse(invitation.expires_at) <= Date.now()) return { outcome: 'expired' }
    const email = user.email.toLowerCase()
    if (email !== invitation.email) return { outcome: 'other_email' }
    const current = await trx
      .selectFrom('staff')
      .select('role')
      .where('uid', '=', user.uid)
      .executeTakeFirst()
    if (current?.role === 'owner') return { outcome: 'owner' }
    const at = now()
    if (current) {
      await trx
        .updateTable('staff')
        .set({ role: invitation.role })
        .where('uid', '=', user.uid)
        .execute()
    } else {
      await trx
        .insertInto('staff')
        .values({
          uid: user.uid,
          email,
          role: invitation.role,
          created_at: at,
          added_by: invitation.invited_by,
        })
        .execute()
    }
    await trx
      .updateTable('staff_invitations')
      .set({ accepted_at: at, accepted_by: user.uid })
      .where('id', '=', id)
      .execute()
    await audit(
      trx,
      user.uid,
      'staff',
      `${email}: ${current?.role ?? 'none'} → ${invitation.role} (invited)`,
    )
    return { outcome: 'accepted', role: invitation.role }
  })
}
