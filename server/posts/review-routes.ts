// The review queue (ADR 0074, addendum): a contributor submits their draft, the editors list the
// drafts waiting and send one back with a note; publishing it (PUT /updatePost) ends its review.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import * as z from 'zod/mini'
import { PostIdParamsSchema } from '../../contract/posts'
import {
  PostReviewSchema,
  ReturnReviewInputSchema,
  ReviewListQuerySchema,
  ReviewListSchema,
  reviewMessages,
} from '../../contract/reviews'
import { siteMessages } from '../../contract/site'
import { currentUser } from '../auth/current-user'
import { now } from '../clock'
import { HttpError, conflict } from '../errors'
import { announce } from '../events/announce'
import { route } from '../http/route'
import { moderatorAccounts } from '../moderation/moderator-accounts'
import { listPage } from '../pagination/page'
import { rightsOf } from '../site/publish-gate'
import { rateLimits } from './rate-limits'
import { requirePost } from './require-post'
import {
  returnReview,
  reviewPage,
  settleSubmitted,
  submitReview,
  tellAuthor,
  tellEditors,
  toReview,
  withdrawReview,
  toReviewItem,
} from './review-repository'

const reviews: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database

  route(app, {
    method: 'POST',
    url: '/post/:postId/review',
    access: 'verified',
    rateLimit: rateLimits.review,
    tag: 'posts',
    summary: 'Submit one’s own draft for review (a contributor): the editors are told',
    description:
      'Only its author, and only a contributor (who cannot publish): anyone who publishes their own posts is answered 403 `not_contributor`, someone else’s post 403 `not_author`. A post that is not a draft is 409. A draft waiting already stays as it was; one sent back waits again, its note gone. Editing a waiting draft keeps it waiting.',
    params: PostIdParamsSchema,
    response: { 200: PostReviewSchema },
    errors: [404, 409],
    handler: async (request) => {
      const user = currentUser(request)
      const { postId } = request.params
      const post = await requirePost(db, postId, {
        ownedBy: user.uid,
        notOwner: () => new HttpError(403, 'not_author', 'Only its author submits a draft'),
      })
      const rights = await rightsOf(app, user)
      if (rights.right === 'none' && !rights.editor) {
        throw new HttpError(403, 'staff_only', siteMessages.notStaff)
      }
      if (rights.right !== 'draft' || rights.editor) {
        throw new HttpError(403, 'not_contributor', reviewMessages.notContributor)
      }
      if (post.status !== 'draft') throw conflict(reviewMessages.onlyDrafts)
      const at = now()
      const { review, waiting } = await submitReview(db, postId, user.uid, at)
      if (waiting) {
        // The review stands once committed; telling the editors is after it, and a failure
        // there is logged, not the contributor's error (the draft is on the editors' list).
        try {
          const editors = await moderatorAccounts(db, app.identity, app.config.moderatorEmails)
          const told = await tellEditors(db, post, user.uid, editors, at)
          await announce(app.notificationBus, request.log, told)
        } catch (error) {
          request.log.warn({ err: error }, 'could not tell the editors of a draft for review')
        }
      }
      return toReview(review)
    },
  })

  route(app, {
    method: 'DELETE',
    url: '/post/:postId/review',
    access: 'verified',
    rateLimit: rateLimits.review,
    tag: 'posts',
    summary: 'Withdraw one’s own draft from review: it is a plain draft again',
    description: `Only its author (someone else’s post 403 \`not_author\`), and only while it waits: a draft not submitted, sent back or published is 409 ${reviewMessages.notWaiting}. The editors’ notices of that submission are taken away. Answers 204.`,
    params: PostIdParamsSchema,
    response: { 204: z.null() },
    errors: [404, 409],
    handler: async (request, reply) => {
      const user = currentUser(request)
      const { postId } = request.params
      const post = await requirePost(db, postId, {
        ownedBy: user.uid,
        notOwner: () => new HttpError(403, 'not_author', 'Only its author withdraws a draft'),
      })
      // No role is asked: whoever submitted it may take it back, even once they publish.
      const told = post.status === 'draft' ? await withdrawReview(db, postId) : undefined
      if (!told) throw conflict(reviewMessages.notWaiting)
      await announce(app.notificationBus, request.log, told)
      return reply.status(204).send(null)
    },
  })

  route(app, {
    method: 'GET',
    url: '/reviews',
    access: 'editor',
    tag: 'posts',
    summary: 'The drafts waiting for review (editors and above), oldest submission first',
    description:
      'With `order=newest`, the newest submission first. Each names its post, title, author and when it was submitted. The next page, if any, is linked in `Link: <…>; rel="next"`.',
    querystring: ReviewListQuerySchema,
    response: { 200: ReviewListSchema },
    handler: async (request, reply) => {
      const { order } = request.query
      return listPage(request, reply, (page) => reviewPage(db, page, order), toReviewItem, {
        order,
      })
    },
  })

  route(app, {
    method: 'POST',
    url: '/post/:postId/review/return',
    access: 'editor',
    rateLimit: rateLimits.review,
    tag: 'posts',
    summary: 'Send a waiting draft back to its author with a note (editors and above)',
    description: `The note is required (1 to 1000 characters once trimmed): 400 ${reviewMessages.noteRequired} or ${reviewMessages.noteTooLong}. A draft that is not waiting is 409 ${reviewMessages.notWaiting}. Its author is told by a \`returned\` notification whose detail is the note.`,
    params: PostIdParamsSchema,
    body: ReturnReviewInputSchema,
    response: { 200: PostReviewSchema },
    errors: [404, 409],
    handler: async (request) => {
      const user = currentUser(request)
      const { postId } = request.params
      const post = await requirePost(db, postId, { moderator: true })
      const at = now()
      const review =
        post.status === 'draft'
          ? await returnReview(db, postId, user.uid, request.body.note, at)
          : undefined
      if (!review) throw conflict(reviewMessages.notWaiting)
      const told = await settleSubmitted(db, postId, at)
      if (post.author_id) {
        told.push(
          ...(await tellAuthor(
            db,
            'returned',
            { id: postId, author: { uid: post.author_id, email: post.author_email } },
            user.uid,
            request.body.note,
            at,
          )),
        )
      }
      await announce(app.notificationBus, request.log, told)
      return toReview(review)
    },
  })
}

export default reviews
