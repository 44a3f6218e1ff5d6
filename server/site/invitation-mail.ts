// The invitation's mail (ADR 0074), sent from the job queue like every mail Quill sends (ADR
// 0037): retried with backoff, and a run again after a crash sends it at most once more.
import type { FastifyBaseLogger } from 'fastify'
import { ROLE_NAMES } from '../../contract/site'
import type { Db } from '../db/schema'
import { escapeHtml } from '../findable/head'
import type { JobQueue } from '../jobs/queue'
import type { Mailer } from '../mail/mailer'
import type { MailTokens } from '../mail/tokens'
import { findInvitation } from './invitation-repository'

export const INVITATION_QUEUE = 'site-invitation-mail'

/** The invitation's link: its id, signed, so nothing secret is stored. */
export const invitationLink = (publicUrl: string, tokens: MailTokens, id: string) =>
  `${publicUrl}/invitation?token=${encodeURIComponent(tokens.sign('invitation', id))}`

export function invitationMail(input: {
  site: string
  role: keyof typeof ROLE_NAMES
  inviter: string
  link: string
  expires: string
}) {
  const name = ROLE_NAMES[input.role].toLowerCase()
  const role = `${/^[aeiou]/.test(name) ? 'an' : 'a'} ${name}`
  const intro = `${input.inviter} invites you to ${input.site} as ${role}.`
  const how = `Open the link signed in with this address (or register with it first). It works until ${new Date(input.expires).toUTCString()}.`
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(input.site)}</title></head>
<body style="margin:0;padding:0;background:#f4f4f5">
<div style="max-width:600px;margin:0 auto;padding:24px 16px;background:#ffffff;color:#1a1b1e;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif">
<p style="font-size:16px;line-height:1.6">${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(input.link)}" style="display:inline-block;background:#1864ab;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none">Accept the invitation</a></p>
<p style="font-size:13px;line-height:1.5;color:#666">${escapeHtml(how)}</p>
</div></body></html>
`
  return {
    subject: `Join ${input.site} as ${role}`,
    html,
    text: `${intro}\n\nAccept: ${input.link}\n\n${how}\n`,
  }
}

export async function startInvitationMail(options: {
  db: Db
  jobs: JobQueue
  mailer: Mailer
  tokens: MailTokens
  publicUrl: string
  siteName: () => Promise<string>
  inviterName: (uid: string) => Promise<string>
  log: FastifyBaseLogger
}): Promise<void> {
  const { db, jobs, mailer, tokens, publicUrl } = options
  await jobs.define(INVITATION_QUEUE, {
    maxAttempts: 8,
    retryDelaySeconds: 60,
    expireInSeconds: 120,
  })
  await jobs.work<{ id: string }>(INVITATION_QUEUE, async ({ data: { id } }) => {
    const invitation = await findInvitation(db, id)
    // Withdrawn or used meanwhile: nothing to send.
    if (!invitation || invitation.revoked_at || invitation.accepted_at) return
    const site = await options.siteName()
    const mail = invitationMail({
      site,
      role: invitation.role,
      inviter: await options.inviterName(invitation.invited_by),
      link: invitationLink(publicUrl, tokens, id),
      expires: invitation.expires_at,
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
