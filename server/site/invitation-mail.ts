// The invitation's mail (ADR 0074), sent from the job queue like every mail Quill sends (ADR
// 0037): retried with backoff, and a run again after a crash sends it at most once more.
import type { FastifyBaseLogger } from 'fastify'
import type { Language } from '../../contract/languages'
import type { Role } from '../../contract/site-facts'
import type { Db } from '../db/schema'
import { escapeHtml } from '../findable/head'
import type { JobQueue } from '../jobs/queue'
import type { Mailer } from '../mail/mailer'
import type { MailTokens } from '../mail/tokens'
import { htmlLanguage, mailLanguage, mailWords } from '../mail/words'
import { findInvitation } from './invitation-repository'

export const INVITATION_QUEUE = 'site-invitation-mail'

/** The invitation's link: its id, signed, so nothing secret is stored. */
export const invitationLink = (publicUrl: string, tokens: MailTokens, id: string) =>
  `${publicUrl}/invitation?token=${encodeURIComponent(tokens.sign('invitation', id))}`

/** The invitation's mail, in `language` (ADR 0077, "Mails"). */
export function invitationMail(input: {
  site: string
  role: Role
  /** Who invites; '' when their profile names nobody. */
  inviter: string
  link: string
  expires: string
  language: Language
}) {
  const words = mailWords(input.language).invitation
  const { site, role } = input
  const intro = words.intro({ inviter: input.inviter || words.someone, site, role })
  const how = words.how(new Date(input.expires))
  const html = `<!doctype html>
<html ${htmlLanguage(input.language)}><head><meta charset="utf-8"><title>${escapeHtml(input.site)}</title></head>
<body style="margin:0;padding:0;background:#f4f4f5">
<div style="max-width:600px;margin:0 auto;padding:24px 16px;background:#ffffff;color:#1a1b1e;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif">
<p style="font-size:16px;line-height:1.6">${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(input.link)}" style="display:inline-block;background:#1864ab;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(words.button)}</a></p>
<p style="font-size:13px;line-height:1.5;color:#666">${escapeHtml(how)}</p>
</div></body></html>
`
  return {
    subject: words.subject({ site, role }),
    html,
    text: `${intro}\n\n${words.buttonAt(input.link)}\n\n${how}\n`,
  }
}

/**
 * What the invitation's job carries: the invitation, and the language of the request that made
 * it (the inviter's), which the mail is in unless the address is already a person's.
 */
export interface InvitationJob {
  id: string
  /** Absent on a job queued before languages: the site's. */
  language?: string
}

export async function startInvitationMail(options: {
  db: Db
  jobs: JobQueue
  mailer: Mailer
  tokens: MailTokens
  publicUrl: string
  siteName: () => Promise<string>
  siteLanguage: () => Promise<string>
  /** The inviter's public name, or '' when their profile names nobody. */
  inviterName: (uid: string) => Promise<string>
  /**
   * Whether the address is a person's already, and their language if so (null: a person from
   * before languages were kept); undefined: nobody's yet.
   */
  personLanguage: (email: string) => Promise<string | null | undefined>
  log: FastifyBaseLogger
}): Promise<void> {
  const { db, jobs, mailer, tokens, publicUrl } = options
  await jobs.define(INVITATION_QUEUE, {
    maxAttempts: 8,
    retryDelaySeconds: 60,
    expireInSeconds: 120,
  })
  await jobs.work<InvitationJob>(INVITATION_QUEUE, async ({ data: { id, language } }) => {
    const invitation = await findInvitation(db, id)
    // Withdrawn or used meanwhile: nothing to send.
    if (!invitation || invitation.revoked_at || invitation.accepted_at) return
    const site = await options.siteName()
    const siteLanguage = await options.siteLanguage()
    // A person's own language; an address nobody has yet, the inviter's.
    const person = await options.personLanguage(invitation.email)
    const mail = invitationMail({
      site,
      role: invitation.role,
      inviter: await options.inviterName(invitation.invited_by),
      link: invitationLink(publicUrl, tokens, id),
      expires: invitation.expires_at,
      language: mailLanguage(person === undefined ? language : person, siteLanguage),
    })
    await mailer.send({
      to: invitation.email,
      ...mail,
      senderName: site,
      messageId: `<invitation.${id}@${new URL(publicUrl).hostname}>`,
      headers: {},
    })
    options.log.info({ invitation: id }, 'invitation mailed')
  })
}
