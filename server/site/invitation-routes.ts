// Invitations to the staff (ADR 0074): an administrator invites by email and role, lists and
// withdraws what still stands; the invitee, signed in with that address, accepts once.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import * as z from 'zod/mini'
import {
  AcceptInvitationInputSchema,
  AcceptedInvitationSchema,
  INVITATION_DAYS,
  InvitationCreatedSchema,
  InvitationInputSchema,
  InvitationListSchema,
  siteMessages,
} from '../../contract/site'
import { currentUser } from '../auth/current-user'
import { HttpError, conflict, notFound } from '../errors'
import { route } from '../http/route'
import { INVITATION_QUEUE, type InvitationJob, invitationLink } from './invitation-mail'
import { requestLanguage } from '../http/request-language'
import {
  type Acceptance,
  acceptInvitation,
  createInvitation,
  pendingInvitations,
  revokeInvitation,
} from './invitation-repository'
import { rateLimits } from './rate-limits'

const IdParamsSchema = z.object({ id: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/)) })

/** What each way an acceptance fails answers: gone (410) for what was once good, 403 for someone else's. */
const REFUSALS: Record<Exclude<Acceptance['outcome'], 'accepted'>, () => HttpError> = {
  not_found: () => new HttpError(404, 'not_found', siteMessages.invitationNotValid),
  expired: () => new HttpError(410, 'gone', siteMessages.invitationExpired),
  withdrawn: () => new HttpError(410, 'gone', siteMessages.invitationWithdrawn),
  used: () => new HttpError(410, 'gone', siteMessages.invitationUsed),
  other_email: () => new HttpError(403, 'other_account', siteMessages.invitationOtherEmail),
  owner: () => conflict(siteMessages.invitationOwner),
}

const invitations: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database

  route(app, {
    method: 'POST',
    url: '/site/invitations',
    access: 'administrator',
    rateLimit: rateLimits.invite,
    tag: 'site',
    summary: 'Invite someone to the staff by email, with a role: the mail carries the link',
    description: `The link works for ${INVITATION_DAYS} days, once, for someone signed in with that address. It is answered too, to pass on by hand where no mail can be sent. The mail is in the invitee’s language if the address is already a person’s, otherwise in this request’s (the quill-lang cookie, then Accept-Language, then the site’s).`,
    body: InvitationInputSchema,
    response: { 201: InvitationCreatedSchema },
    handler: async (request, reply) => {
      const user = currentUser(request)
      const invitation = await createInvitation(db, request.body, user.uid)
      // In the inviter's language, unless the address is already a person's (ADR 0077, "Mails").
      const job: InvitationJob = {
        id: invitation._id,
        language: requestLanguage(request, (await app.site()).settings.language),
      }
      await app.jobs.enqueue(INVITATION_QUEUE, job)
      const link = invitationLink(app.config.publicUrl, app.mail.tokens, invitation._id)
      return reply.status(201).send({ ...invitation, link })
    },
  })

  route(app, {
    method: 'GET',
    url: '/site/invitations',
    access: 'administrator',
    tag: 'site',
    summary: 'The invitations that still stand, newest first',
    response: { 200: InvitationListSchema },
    handler: async () => pendingInvitations(db),
  })

  route(app, {
    method: 'DELETE',
    url: '/site/invitations/:id',
    access: 'administrator',
    rateLimit: rateLimits.manage,
    tag: 'site',
    summary: 'Withdraw an invitation: its link no longer works',
    params: IdParamsSchema,
    response: { 204: z.null() },
    errors: [404],
    handler: async (request, reply) => {
      if (!(await revokeInvitation(db, request.params.id, currentUser(request).uid))) {
        throw notFound('No invitation stands with this id')
      }
      return reply.status(204).send(null)
    },
  })

  route(app, {
    method: 'POST',
    url: '/site/invitations/accept',
    access: 'verified',
    rateLimit: rateLimits.setup,
    tag: 'site',
    summary: 'Accept an invitation: you join the staff with its role',
    description: `For the address it was sent to (403 otherwise: "${siteMessages.invitationOtherEmail}"); a link not ours is 404 ("${siteMessages.invitationNotValid}"); an expired, withdrawn or used one 410; the owner keeps the site (409).`,
    body: AcceptInvitationInputSchema,
    response: { 200: AcceptedInvitationSchema },
    errors: [404, 409, 410],
    handler: async (request) => {
      const id = app.mail.tokens.verify('invitation', request.body.token)
      if (!id) throw REFUSALS.not_found()
      const result = await acceptInvitation(db, id, currentUser(request))
      if (result.outcome !== 'accepted') throw REFUSALS[result.outcome]()
      return { role: result.role }
    },
  })
}

export default invitations
