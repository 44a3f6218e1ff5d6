// The installation's own: its owner, its settings and its staff (ADR 0074). One site per
// installation; every drawn page, feed and mail reads its name and look from here. What needs no
// schema is in site-facts.ts.
import * as z from 'zod/mini'
import { EmailSchema, IsoDateSchema, writtenText } from './common'
import {
  FOOTER_LINKS_MAX,
  LINK_LABEL_MAX,
  NAVIGATION_LINKS_MAX,
  SOCIAL_ACCOUNTS_MAX,
  isLinkUrl,
  isWebAddress,
  linkMessages,
} from './site-links'
import { isSiteImage, siteImageMessage } from './site-images'
import { accentMessage, isHexColour } from './site-palette'
import {
  LANGUAGE_CODES,
  ROLES,
  SITE_DESCRIPTION_MAX,
  SITE_TITLE_MAX,
  isTimeZone,
  siteMessages,
} from './site-facts'

export * from './site-facts'
export * from './site-links'
export * from './site-images'

export const RoleSchema = z.enum(ROLES)

const TitleSchema = writtenText(SITE_TITLE_MAX, siteMessages.titleEmpty, siteMessages.titleTooLong)
const DescriptionSchema = z
  .string()
  .check(z.trim(), z.maxLength(SITE_DESCRIPTION_MAX, siteMessages.descriptionTooLong))
const LanguageSchema = z.enum(LANGUAGE_CODES)
const TimeZoneSchema = z
  .string()
  .check(
    z.refine(isTimeZone, siteMessages.timeZone),
    z.describe(
      `An IANA time zone ("Europe/Paris", "UTC"); any other value answers 400 ${siteMessages.timeZone}.`,
    ),
  )

/** Who may publish: every verified person (the spec's default), or the staff only. */
export const PublishingSchema = z.enum(['everyone', 'staff'])
export type Publishing = z.infer<typeof PublishingSchema>

/** A link the owner sets (docs/decisions/0076): its words, and a web address or a site path. */
export const SiteLinkSchema = z.object({
  label: writtenText(LINK_LABEL_MAX, linkMessages.labelEmpty, linkMessages.labelTooLong),
  url: z.string().check(z.trim(), z.refine(isLinkUrl, linkMessages.url)),
})

const links = (max: number, tooMany: string) =>
  z.array(SiteLinkSchema).check(z.maxLength(max, tooMany))

const siteImage = () => z.string().check(z.trim(), z.refine(isSiteImage, siteImageMessage))

/** What the owner and administrators set at /settings. */
export const SiteSettingsSchema = z.object({
  title: TitleSchema,
  description: DescriptionSchema,
  language: LanguageSchema,
  timeZone: TimeZoneSchema,
  publishing: PublishingSchema,
  /** Whether a new post takes comments unless its author says otherwise. */
  commentsByDefault: z.boolean(),
  /** The header's links, in order, after the pages shown in the navigation (ADR 0076). */
  navigation: links(NAVIGATION_LINKS_MAX, linkMessages.tooManyLinks(NAVIGATION_LINKS_MAX)),
  /** The footer's Resources column. */
  footerResources: links(FOOTER_LINKS_MAX, linkMessages.tooManyLinks(FOOTER_LINKS_MAX)),
  /** The footer's Legal column. */
  footerLegal: links(FOOTER_LINKS_MAX, linkMessages.tooManyLinks(FOOTER_LINKS_MAX)),
  /** The site's profiles elsewhere: icons in the footer, `sameAs` in the home page's JSON-LD. */
  socialAccounts: z
    .array(z.string().check(z.trim(), z.refine(isWebAddress, linkMessages.socialUrl)))
    .check(z.maxLength(SOCIAL_ACCOUNTS_MAX, linkMessages.tooManyAccounts)),
  /** The accent colour the owner chose, "#rrggbb" (ADR 0076). */
  accentColor: z.string().check(z.trim(), z.toLowerCase(), z.refine(isHexColour, accentMessage)),
  /**
   * Its ten shades, lightest first, made by the server when the settings are saved
   * (contract/site-palette.ts): Mantine's primary palette. Sent back on a save, it is ignored.
   */
  accentPalette: z.array(z.string().check(z.refine(isHexColour))).check(z.length(10)),
  /** The site's images (ADR 0076): a stored image's name, or '' for the default. */
  logo: siteImage(),
  icon: siteImage(),
  cover: siteImage(),
})
export type SiteSettings = z.infer<typeof SiteSettingsSchema>

/** `PUT /api/site/settings`: the settings a person sets; the server makes the palette. */
export const SiteSettingsInputSchema = z.omit(SiteSettingsSchema, { accentPalette: true })
export type SiteSettingsInput = z.infer<typeof SiteSettingsInputSchema>

/** `GET /api/site`: what every page shows of the site, and whether it still waits for an owner. */
export const SiteSchema = z.object({
  settings: SiteSettingsSchema,
  /** False until someone owns the site (or OWNER_EMAIL names who will). */
  setUp: z.boolean(),
})
export type Site = z.infer<typeof SiteSchema>

/** `POST /api/site/setup`: the first run's form; the caller becomes the owner. */
export const SiteSetupInputSchema = z.pick(SiteSettingsSchema, {
  title: true,
  description: true,
  language: true,
  timeZone: true,
})
export type SiteSetupInput = z.infer<typeof SiteSetupInputSchema>

/** `GET /api/site/me`: the caller's role on this site (absent: no staff role). */
export const SiteRoleSchema = z.object({ role: z.optional(RoleSchema) })
export type SiteRole = z.infer<typeof SiteRoleSchema>

/** One of the staff, as Settings → Staff lists them. */
export const StaffMemberSchema = z.object({
  uid: z.string(),
  email: EmailSchema,
  name: z.string(),
  role: RoleSchema,
  since: IsoDateSchema,
})
export type StaffMember = z.infer<typeof StaffMemberSchema>
export const StaffListSchema = z.array(StaffMemberSchema)

/** `PUT /api/site/owner`: the owner hands the site to one of its administrators. */
export const HandOverInputSchema = z.object({ uid: z.string().check(z.minLength(1)) })

/** One line of the audit log: who changed which setting or whose role, and when. */
export const AuditEntrySchema = z.object({
  _id: z.string(),
  date: IsoDateSchema,
  actorId: z.string(),
  actorName: z.string(),
  action: z.string(),
  /** What changed, in words ("title: Quill → Field Notes"). */
  detail: z.string(),
})
export type AuditEntry = z.infer<typeof AuditEntrySchema>
export const AuditListSchema = z.array(AuditEntrySchema)

/** The roles an invitation or a role change may give: every one but the owner's. */
export const GivenRoleSchema = z.enum(['administrator', 'editor', 'author', 'contributor'])

/** `POST /api/site/invitations`: who, by email, and as what. */
export const InvitationInputSchema = z.object({
  email: z
    .string()
    .check(
      z.trim(),
      z.toLowerCase(),
      z.email(siteMessages.invitationEmail),
      z.maxLength(320, siteMessages.invitationEmail),
    ),
  role: GivenRoleSchema,
})
export type InvitationInput = z.infer<typeof InvitationInputSchema>

/** An invitation that still stands, as Settings → Staff lists it. */
export const InvitationSchema = z.object({
  _id: z.string(),
  email: z.string(),
  role: GivenRoleSchema,
  date: IsoDateSchema,
  expires: IsoDateSchema,
})
export type Invitation = z.infer<typeof InvitationSchema>
export const InvitationListSchema = z.array(InvitationSchema)

/** What `POST /api/site/invitations` answers: the invitation, and its link to pass on by hand. */
export const InvitationCreatedSchema = z.extend(InvitationSchema, { link: z.string() })
export type InvitationCreated = z.infer<typeof InvitationCreatedSchema>

/** `POST /api/site/invitations/accept`: the token of the mailed link. */
export const AcceptInvitationInputSchema = z.object({
  token: z.string().check(z.minLength(1), z.maxLength(500)),
})
export const AcceptedInvitationSchema = z.object({ role: RoleSchema })
export type AcceptedInvitation = z.infer<typeof AcceptedInvitationSchema>
