import type { Role } from '../../../contract/site'
import { http } from '../../lib/http'

export type StaffRole = Exclude<Role, 'owner'>

/** `PUT /api/site/staff/:uid`: another role for one of the staff (never the owner's). */
export async function changeStaffRole({ uid, role }: { uid: string; role: StaffRole }) {
  await http.put(`site/staff/${encodeURIComponent(uid)}`, { json: { role } })
}

/** `DELETE /api/site/staff/:uid`: off the staff; they stay a reader. */
export async function removeStaff(uid: string) {
  await http.delete(`site/staff/${encodeURIComponent(uid)}`)
}

/** `PUT /api/site/owner`: the owner hands the site to an administrator and becomes one. */
export async function handOverSite(uid: string) {
  await http.put('site/owner', { json: { uid } })
}
