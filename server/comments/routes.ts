// A post's comments. Commenting needs only sign-in; the comment's author comes from the token.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  CommentIdParamsSchema,
  CommentListSchema,
  CommentSchema,
  EditCommentInputSchema,
  NewCommentInputSchema,
} from '../../contract/comments'
import { blockMessages } from '../../contract/blocks'
import { moderationMessages } from '../../contract/moderation'
import { requireSpamBrakes } from './spam-brakes'
import { DeleteResultSchema, PostIdParamsSchema } from '../../contract/posts'
import { blockedIds } from '../blocks/block-repository'
import { addComment, commentMessages } from './add-comment'
import { noticeMentions } from './mention-notices'
import { publicName } from '../profiles/public-name'
import { commentPage, deleteComment, editComment, toComment } from './comment-repository'
import { isForeignKeyViolation } from '../db/errors'
import {
  HttpError,
  badRequest,
  blockedBy,
  conflict,
  forbidden,
  notFound,
  rateLimited,
} from '../errors'
import { announce } from '../events/announce'
import { isId } from '../ids'
import { type PageRequest, listPage } from '../pagination/page'
import { currentUser } from '../auth/current-user'
import { postNotFound, requirePost } from '../posts/require-post'
import { route } from '../http/route'
import { pagedList, revalidated } from '../http/route-schema'
import { viewerUserOf } from '../auth/viewer'
import { rateLimits } from './rate-limits'

const comments: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database

  route(app, {
    method: 'GET',
    url: '/comment/:postId',
    access: 'viewer',
    tag: 'comments',
    summary: "A post's comments, newest first",
    ...pagedList,
    description: `${pagedList.description} A draft's are found only with its author's token; a post that is not there, or that the caller may not see, has none (\`[]\`, not a 404). No comment carries an email address but the caller's own (\`userEmail\`).`,
    params: PostIdParamsSchema,
    response: { 200: CommentListSchema, ...revalidated },
    handler: async (request, reply) => {
      const { postId } = request.params
      const { uid: viewer, moderator } = await viewerUserOf(app, request)
      const load = async (page: PageRequest) => {
        // The spec's answer is "array of comments": a post that is not there, or that the caller
        // may not see (a draft, a hidden post), has none, told the same way (nothing leaks), and
        // the spec's own client, which asks for /comment/undefined before it knows the id, works.
        const post = await requirePost(db, postId, { viewer, moderator }).catch((error) => {
          if (error instanceof HttpError && error.statusCode === 404) return null
          throw error
        })
        if (!post) return []
        const postAuthor = viewer !== undefined && post.author_id === viewer
        return commentPage(db, postId, page, { viewer, moderator, postAuthor })
      }
      // The people the viewer blocks: their comments are there, but not their words (ADR 0041).
      const hidden = viewer ? await blockedIds(db, viewer) : new Set<string>()
      return listPage(request, reply, load, (row) =>
        row.user_id && hidden.has(row.user_id)
          ? { ...toComment(row, viewer), comment: '', hiddenReason: 'blocked' as const }
          : toComment(row, viewer),
      )
    },
  })

  route(app, {
    method: 'POST',
    url: '/comment',
    access: 'signedIn',
    rateLimit: rateLimits.newComment,
    tag: 'comments',
    summary:
      'Comment on a post, or reply to one of its comments (`parentId`); their authors are notified, not you',
    description: `Sent again with the same \`idempotencyKey\`, it answers the comment already made. Someone else's draft is 404, as for a post that is not there; its author's own draft or scheduled post is 409 ${commentMessages.unpublished}.`,
    body: NewCommentInputSchema,
    response: { 201: CommentSchema },
    errors: [404, 409],
    handler: async (request, reply) => {
      const user = currentUser(request)
      const { postId, comment, idempotencyKey, parentId = null } = request.body
      await requireSpamBrakes(app, user.uid, comment)
      const result = isId(postId)
        ? await addComment(db, { postId, text: comment, parentId, idempotencyKey }, user).catch(
            (error: unknown) => {
              // The post was deleted while the comment was being written (PostgreSQL, where the
              // two can interleave): a comment on a post that is gone, as for one never there.
              if (isForeignKeyViolation(error)) return { found: false as const }
              throw error
            },
          )
        : { found: false as const }
      if (!result.found) throw postNotFound()
      if (result.unpublished) throw conflict(commentMessages.unpublished)
      if (result.reused) throw conflict('This idempotencyKey was already used for another comment')
      if (result.closed) {
        throw new HttpError(403, 'comments_closed', moderationMessages.commentsClosed)
      }
      if (result.repeated) throw rateLimited(moderationMessages.repeated)
      if (result.badParent) {
        throw badRequest('A reply answers a comment of the same post', {
          parentId: 'Not a comment of this post',
        })
      }
      if (result.blocked) throw blockedBy(blockMessages[result.blocked])
      const emailOf = (uid: string) =>
        app.identity
          .account(uid)
          .then((account) => account?.email ?? null)
          .catch((error: unknown) => {
            request.log.warn({ err: error }, 'could not look up a mentioned person')
            return null
          })
      const mentioned = result.created
        ? await noticeMentions(db, emailOf, {
            commentId: result.comment.id,
            postId,
            postTitle: result.postTitle,
            text: result.comment.body,
            createdAt: result.comment.created_at,
            actor: { uid: user.uid, name: publicName(user.name) },
            toldIds: result.notifiedIds,
          })
        : []
      await announce(app.notificationBus, request.log, [...result.notified, ...mentioned])
      return reply.status(201).send(toComment(result.comment, user.uid))
    },
  })

  const commentNotFound = () => notFound('Comment not found')

  route(app, {
    method: 'PUT',
    url: '/comment/:commentId',
    access: 'signedIn',
    rateLimit: rateLimits.editComment,
    tag: 'comments',
    summary: "Edit one's own comment (it then carries `editedAt`)",
    params: CommentIdParamsSchema,
    body: EditCommentInputSchema,
    response: { 200: CommentSchema },
    errors: [404],
    handler: async (request) => {
      const user = currentUser(request)
      const { commentId } = request.params
      if (!isId(commentId)) throw commentNotFound()
      const result = await editComment(db, commentId, user.uid, request.body.comment)
      if (result.outcome === 'not_found') throw commentNotFound()
      if (result.outcome === 'forbidden') throw forbidden('Only its author may edit this comment')
      await announce(app.notificationBus, request.log, result.notified)
      return toComment(result.comment, user.uid)
    },
  })

  route(app, {
    method: 'DELETE',
    url: '/comment/:commentId',
    access: 'signedIn',
    rateLimit: rateLimits.deleteComment,
    tag: 'comments',
    summary: 'Delete a comment: your own, or any on your post; its notification goes with it',
    params: CommentIdParamsSchema,
    response: { 200: DeleteResultSchema },
    errors: [404],
    handler: async (request) => {
      const user = currentUser(request)
      const { commentId } = request.params
      if (!isId(commentId)) throw commentNotFound()
      const result = await deleteComment(db, commentId, user.uid)
      if (result.outcome === 'not_found') throw commentNotFound()
      if (result.outcome === 'forbidden') {
        throw forbidden("Only its author or the post's author may delete this comment")
      }
      await announce(app.notificationBus, request.log, result.notified)
      return { deletedCount: result.deleted, deleteCount: result.deleted }
    },
  })
}

export default comments
