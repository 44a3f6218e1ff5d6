// The site's facts that need no schema (docs/decisions/0074): its roles, languages, limits,
// messages and defaults. Apart from contract/site.ts so the first load, which carries no zod
// (ADR 0018), can name the site and check a role.
import type { Publishing, Site, SiteSettings } from './site'

export type { Site, SiteSettings }
export { DEFAULT_SITE_SETTINGS } from './site-defaults'

export { ROLES, type Role, roleAtLeast } from './roles'
import type { Role } from './roles'
import { type Language, LANGUAGES } from './languages'

export const ROLE_NAMES: Record<Role, string> = {
  owner: 'Owner',
  administrator: 'Administrator',
  editor: 'Editor',
  author: 'Author',
  contributor: 'Contributor',
}

/** The languages a site may be in (its `<html lang>`, its feeds' `<language>`): Quill's. */
export type SiteLanguage = Language
export const LANGUAGE_CODES = Object.keys(LANGUAGES) as [Language, ...Language[]]
export const SITE_LANGUAGES = Object.fromEntries(
  LANGUAGE_CODES.map((code) => [code, LANGUAGES[code].name]),
) as Record<Language, string>

export const SITE_TITLE_MAX = 80
export const SITE_DESCRIPTION_MAX = 200

export const siteMessages = {
  titleEmpty: 'Give the site a title',
  titleTooLong: `A site title is at most ${SITE_TITLE_MAX} characters`,
  descriptionTooLong: `A site description is at most ${SITE_DESCRIPTION_MAX} characters`,
  timeZone: 'Choose a time zone from the list',
  alreadyOwned: 'This site already has an owner',
  ownerNamed: 'This site’s owner is named by its installation',
  staffOnly: 'Only the site’s administrators can do this',
  ownerOnly: 'Only the site’s owner can do this',
  notStaff: 'Only the site’s staff publish here',
  handOverTo: 'Ownership goes to an administrator',
  contributorDrafts: 'A contributor writes drafts: an editor publishes them',
  contributorPublished: 'A contributor cannot change a published post',
  invitationEmail: 'Enter the email address to invite',
  invitationNotValid: 'This invitation link is not valid',
  invitationExpired: 'This invitation has expired: ask for a new one',
  invitationWithdrawn: 'This invitation was withdrawn',
  invitationUsed: 'This invitation has been used already',
  invitationOtherEmail:
    'This invitation is for another email address: sign in with the one it was sent to',
  invitationOwner: 'The owner keeps the site: an invitation gives no other role',
} as const

/** An IANA time zone this runtime knows ("Europe/Paris", "UTC"). */
export function isTimeZone(value: string): boolean {
  if (!value || value.length > 64) return false
  try {
    new Intl.DateTimeFormat('en', { timeZone: value })
    return true
  } catch {
    return false
  }
}

/**
 * What a person may do with a post of theirs (ADR 0074): `publish` (an author, the spec's
 * default for every verified person, and every staff role above), `draft` (a contributor: an
 * editor publishes it), or `none` (not staff, where only the staff publish).
 */
export type PublishRight = 'publish' | 'draft' | 'none'

export function publishRight(role: Role | null | undefined, publishing: Publishing): PublishRight {
  if (role === 'contributor') return 'draft'
  if (publishing === 'staff' && !role) return 'none'
  return 'publish'
}

/** How long an invitation stands. */
export const INVITATION_DAYS = 7
