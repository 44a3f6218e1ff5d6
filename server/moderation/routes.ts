// Reports from anyone signed in (ADR 0043); moderators (MODERATOR_EMAILS, verified)
// read the open ones, hide and restore posts and comments, and suspend accounts; a post's author
// hides comments on it and closes its comments. Hidden content is left out of every public read
// (`hidden is null`) and 404 to all but its writer and the moderators.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { CommentIdParamsSchema } from '../../contract/comments'
import {
  CommentsEnabledInputSchema,
  CommentsEnabledResultSchema,
  HiddenInputSchema,
  HiddenResultSchema,
  ModerationMeSchema,
  ModerationReportListSchema,
  NewReportInputSchema,
  ReportIdParamsSchema,
  ReportSchema,
  SuspendInputSchema,
  SuspendParamsSchema,
  SUSPENSIONS_LISTED_MAX,
  SuspendResultSchema,
  SuspensionListSchema,
  moderationMessages,
} from '../../contract/moderation'
import { PostIdParamsSchema } from '../../contract/posts'
import { badRequest, conflict, forbidden, notFound } from '../errors'
import { announce } from '../events/announce'
import { isId } from '../ids'
import { setCommentHidden, setCommentsEnabled, setPostHidden } from './hiding-repository'
import { moderatorAccounts } from './moderator-accounts'
import { addReport, dismissReport, openReports, tellModerators } from './report-repository'
import { isSuspended, listSuspensions, setSuspended } from './suspension-repository'
import { publicName } from '../profiles/public-name'
import { currentUser } from '../auth/current-user'
import { postNotFound, requirePost } from '../posts/require-post'
import { route } from '../http/route'
import { rateLimits } from './rate-limits'
import { rateLimits as postLimits } from '../posts/rate-limits'

const moderation: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database

  route(app, {
    method: 'GET',
    url: '/moderation/me',
    access: 'signedIn',
    tag: 'moderation',
    summary: 'Whether you are a moderator, and whether your account is suspended',
    response: { 200: ModerationMeSchema },
    handler: async (request) => {
      const user = currentUser(request)
      return {
        moderator: await app.isModerator(user),
        suspended: await isSuspended(db, user.uid),
      }
    },
  })

  route(app, {
    method: 'POST',
    url: '/reports',
    access: 'signedIn',
    rateLimit: rateLimits.report,
    tag: 'moderation',
    summary: 'Report a post or a comment to the moderators (one open report per target)',
    description:
      'The moderators are told by a `review` notification; you are told by a `report` notification once a moderator has handled it. Your own writing cannot be reported (400); a second report of the same target while the first is open is 409.',
    body: NewReportInputSchema,
    response: { 201: ReportSchema },
    errors: [404, 409],
    handler: async (request, reply) => {
      const user = currentUser(request)
      const { targetType, targetId, reason } = request.body
      const result = await addReport(db, { uid: user.uid, email: user.email }, request.body)
      if (result.outcome === 'not_found') {
        throw notFound(targetType === 'post' ? 'Post not found' : 'Comment not found')
      }
      if (result.outcome === 'own') throw badRequest(moderationMessages.ownContent)
      if (result.outcome === 'duplicate') throw conflict(moderationMessages.alreadyReported)
      // The report stands once committed; telling the moderators is after it, and a failure
      // there is logged, not the reporter's error (the report is on the moderators' list).
      try {
        const moderators = await moderatorAccounts(db, app.identity, app.config.moderatorEmails)
        const told = await tellModerators(db, result.report, moderators)
        await announce(app.notificationBus, request.log, told)
      } catch (error) {
        request.log.warn({ err: error }, 'could not tell the moderators of a report')
      }
      return reply.status(201).send({
        _id: result.report.id,
        targetType,
        targetId,
        reason,
        state: 'open' as const,
        date: result.report.created_at,
      })
    },
  })

  route(app, {
    method: 'GET',
    url: '/moderation/reports',
    access: 'editor',
    tag: 'moderation',
    summary: 'The open reports, the longest waiting first, with their targets as they are now',
    response: { 200: ModerationReportListSchema },
    handler: async () => {
      const rows = await openReports(db)
      return rows.map((row) => ({
        _id: row.id,
        targetType: row.target_type,
        targetId: row.target_id,
        reason: row.reason,
        state: row.state,
        date: row.created_at,
        reporterId: row.reporter_id,
        reporterName: publicName(row.reporter_name ?? ''),
        target: {
          postId: row.target.postId,
          postTitle: row.target.postTitle,
          text: row.target.text,
          authorId: row.target.authorId,
          authorName: publicName(row.target.authorName),
          ...(row.target.hidden ? { hidden: row.target.hidden } : {}),
          authorSuspended: row.target.authorSuspended,
        },
      }))
    },
  })

  route(app, {
    method: 'PUT',
    url: '/moderation/reports/:id/dismissed',
    access: 'editor',
    rateLimit: rateLimits.moderate,
    tag: 'moderation',
    summary: 'Close an open report and leave its target as it is; its reporter is told',
    params: ReportIdParamsSchema,
    response: { 200: ReportIdParamsSchema },
    errors: [404],
    handler: async (request) => {
      const { id } = request.params
      const result = await dismissReport(db, id, currentUser(request).uid)
      if (!result.found) throw notFound('Report not found')
      await announce(app.notificationBus, request.log, result.notified)
      return { id }
    },
  })

  route(app, {
    method: 'PUT',
    url: '/post/:postId/hidden',
    access: 'editor',
    rateLimit: rateLimits.moderate,
    tag: 'moderation',
    summary:
      'Hide a post from everyone but its author and the moderators, or restore it (moderators)',
    params: PostIdParamsSchema,
    body: HiddenInputSchema,
    response: { 200: HiddenResultSchema },
    errors: [404],
    handler: async (request) => {
      const { postId } = request.params
      if (!isId(postId)) throw postNotFound()
      const result = await setPostHidden(db, postId, request.body.hidden, currentUser(request).uid)
      if (result.outcome !== 'done') throw postNotFound()
      await announce(app.notificationBus, request.log, result.notified)
      return result.hidden ? { hidden: true, reason: result.hidden } : { hidden: false }
    },
  })

  route(app, {
    method: 'PUT',
    url: '/comment/:commentId/hidden',
    access: 'signedIn',
    rateLimit: rateLimits.moderate,
    tag: 'moderation',
    summary:
      "Hide a comment from everyone but its writer, or restore it: a moderator any, a post's author those on their post",
    params: CommentIdParamsSchema,
    body: HiddenInputSchema,
    response: { 200: HiddenResultSchema },
    errors: [404],
    handler: async (request) => {
      const user = currentUser(request)
      const { commentId } = request.params
      if (!isId(commentId)) throw notFound('Comment not found')
      const result = await setCommentHidden(db, commentId, request.body.hidden, {
        uid: user.uid,
        moderator: await app.isModerator(user),
      })
      if (result.outcome === 'not_found') throw notFound('Comment not found')
      if (result.outcome === 'forbidden') throw forbidden(moderationMessages.onlyPostAuthor)
      await announce(app.notificationBus, request.log, result.notified)
      return result.hidden ? { hidden: true, reason: result.hidden } : { hidden: false }
    },
  })

  route(app, {
    method: 'PUT',
    url: '/moderation/accounts/:uid/suspended',
    access: 'editor',
    rateLimit: rateLimits.moderate,
    tag: 'moderation',
    summary:
      'Suspend an account (its writes refused, its posts and comments hidden) or lift it (moderators)',
    params: SuspendParamsSchema,
    body: SuspendInputSchema,
    response: { 200: SuspendResultSchema },
    errors: [404],
    handler: async (request) => {
      const user = currentUser(request)
      const { uid } = request.params
      if (uid === user.uid) throw badRequest(moderationMessages.selfSuspend)
      const { suspended, reason } = request.body
      const result = await setSuspended(db, uid, suspended, user.uid, reason ?? null)
      if (!result.found) throw notFound('Person not found')
      await announce(app.notificationBus, request.log, result.notified)
      return { suspended: request.body.suspended }
    },
  })

  route(app, {
    method: 'GET',
    url: '/moderation/suspensions',
    access: 'editor',
    tag: 'moderation',
    summary: `The suspended accounts, newest first (at most ${SUSPENSIONS_LISTED_MAX}; moderators)`,
    response: { 200: SuspensionListSchema },
    handler: async () => listSuspensions(db),
  })

  route(app, {
    method: 'PUT',
    url: '/post/:postId/comments-enabled',
    access: 'signedIn',
    rateLimit: postLimits.updatePost,
    tag: 'posts',
    summary: "Close or open a post's comments (its author): closed, new comments are 403",
    params: PostIdParamsSchema,
    body: CommentsEnabledInputSchema,
    response: { 200: CommentsEnabledResultSchema },
    errors: [404],
    handler: async (request) => {
      const user = currentUser(request)
      const { postId } = request.params
      await requirePost(db, postId, { ownedBy: user.uid })
      await setCommentsEnabled(db, postId, request.body.enabled)
      return { enabled: request.body.enabled }
    },
  })
}

export default moderation
