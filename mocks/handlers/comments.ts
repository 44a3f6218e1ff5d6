import { HttpResponse, http } from 'msw'
import {
  EditCommentInputSchema,
  NewCommentInputSchema,
  type Comment,
  type EditCommentInput,
  type NewCommentInput,
} from '../../contract/comments'
import type { ErrorBody } from '../../contract/common'
import { blockMessages } from '../../contract/blocks'
import { mentionedHandles } from '../../contract/mention-text'
import { blockedAnswer, blocks } from './blocks'
import { moderationMessages } from '../../contract/moderation'
import { isModerator } from './moderation'
import type { DeleteResult } from '../../contract/posts'
import { makeComment, makeNotification, store } from '../store'
import { pageOf } from './paging'
import { caller, invalid } from './request-checks'
import { API, errorResponse } from './shared'
import { commentView, viewer } from './views'

type CommentParams = { commentId: string }

export const handlers = [
  http.get<{ postId: string }, never, Comment[] | ErrorBody>(
    `${API}/comment/:postId`,
    ({ request, params }) => {
      const post = store.posts.find((p) => p._id === params.postId)
      const author = request.headers.get('Authorization') ? caller(request).uid : undefined
      // A draft, and so its comments, is there only for its author; a post that is not there,
      // or not for the caller, has none (as the server).
      if (!post || (post.status === 'draft' && post.authorId !== author)) {
        return HttpResponse.json([])
      }
      const who = viewer(request)
      const moderator = isModerator(request)
      // As the server: a hidden comment only for its writer, moderators, and the post's author
      // when they hid it (issue 26).
      const { page, headers } = pageOf(
        request,
        store.comments.filter(
          (c) =>
            c.postId === params.postId &&
            (!c.hidden ||
              moderator ||
              (who !== undefined && c.userId === who) ||
              (c.hidden === 'author' && who !== undefined && post.authorId === who)),
        ),
      )
      // As the server: the words of someone the reader blocks are left out.
      return HttpResponse.json(
        page.map((c) =>
          blocks(who, c.userId)
            ? { ...commentView(c, who), comment: '', hiddenReason: 'blocked' as const }
            : commentView(c, who),
        ),
        { headers },
      )
    },
  ),

  // As the server: its author edits it; anyone else is refused.
  http.put<CommentParams, EditCommentInput, Comment | ErrorBody>(
    `${API}/comment/:commentId`,
    async ({ request, params }) => {
      const who = caller(request)
      if (!who.email) return who.response
      const comment = store.comments.find((c) => c._id === params.commentId)
      if (!comment) return errorResponse(404, 'not_found', 'Comment not found')
      if (comment.userId !== who.uid) {
        return errorResponse(403, 'forbidden', 'Only its author may edit this comment')
      }
      const input = EditCommentInputSchema.safeParse(await request.json())
      if (!input.success) return invalid(input.error)
      if (input.data.comment !== comment.comment) {
        comment.comment = input.data.comment
        comment.editedAt = new Date().toISOString()
      }
      return HttpResponse.json(commentView(comment, who.uid))
    },
  ),

  // Its author, or the post's author, deletes it, and the notification it gave.
  http.delete<CommentParams, never, DeleteResult | ErrorBody>(
    `${API}/comment/:commentId`,
    ({ request, params }) => {
      const who = caller(request)
      if (!who.email) return who.response
      const comment = store.comments.find((c) => c._id === params.commentId)
      if (!comment) return errorResponse(404, 'not_found', 'Comment not found')
      const post = store.posts.find((p) => p._id === comment.postId)
      if (comment.userId !== who.uid && post?.authorId !== who.uid) {
        return errorResponse(
          403,
          'forbidden',
          "Only its author or the post's author may delete this comment",
        )
      }
      // As the server: the replies under it go with it, and their notices.
      const thread = new Set([comment._id])
      for (const c of store.comments) if (c.parentId && thread.has(c.parentId)) thread.add(c._id)
      store.comments = store.comments.filter((c) => !thread.has(c._id))
      store.notifications = store.notifications.filter(
        (n) => n.commentId === undefined || !thread.has(n.commentId),
      )
      return HttpResponse.json({ deletedCount: thread.size, deleteCount: thread.size })
    },
  ),

  http.post<never, NewCommentInput, Comment | ErrorBody>(`${API}/comment`, async ({ request }) => {
    const who = caller(request)
    if (!who.email) return who.response
    const input = NewCommentInputSchema.safeParse(await request.json())
    if (!input.success) return invalid(input.error)
    return addComment(who, input.data)
  }),
]

/**
 * `POST /comment` once the caller and the body have passed: stores the comment and answers it.
 * Exported so a test can have a comment reach the store and then lose its answer.
 */
export function addComment(
  { email, name = email, uid }: { email: string; name?: string; uid?: string },
  input: NewCommentInput,
): HttpResponse<Comment | ErrorBody> {
  const { idempotencyKey, parentId = null, ...fields } = input
  const post = store.posts.find((p) => p._id === fields.postId)
  if (!post || (post.status === 'draft' && post.authorId !== uid)) {
    return errorResponse(404, 'not_found', 'Post not found')
  }
  if (post.commentsEnabled === false) {
    return errorResponse(403, 'comments_closed', moderationMessages.commentsClosed)
  }
  const parent = store.comments.find((c) => c._id === parentId && c.postId === post._id)
  if (parentId !== null && !parent) {
    return errorResponse(400, 'validation_failed', 'A reply answers a comment of the same post', {
      parentId: 'Not a comment of this post',
    })
  }
  // As the server: nobody reaches a person who blocks them (issue 26).
  if (blocks(post.authorId, uid)) return blockedAnswer(blockMessages.comment)
  if (blocks(parent?.userId, uid)) return blockedAnswer(blockMessages.reply)
  const named = mentionedHandles(fields.comment).map(
    (handle) => [...store.profiles].find(([, profile]) => profile.handle === handle)?.[0],
  )
  if (named.some((person) => blocks(person, uid))) return blockedAnswer(blockMessages.mention)
  // As the server does: the same user's key always names the same comment.
  const _id = idempotencyKey ? `key-${idempotencyKey}` : undefined
  const earlier = store.comments.find((c) => c._id === _id && c.userEmail === email)
  if (earlier) {
    return earlier.comment === fields.comment &&
      earlier.postId === fields.postId &&
      earlier.parentId === parentId
      ? HttpResponse.json(uid ? commentView(earlier, uid) : earlier, { status: 201 })
      : errorResponse(409, 'conflict', 'This idempotencyKey was already used for another comment')
  }
  const comment = makeComment({
    ...fields,
    parentId,
    ...(_id ? { _id } : {}),
    userEmail: email,
    userName: name,
    ...(uid ? { userId: uid } : {}),
    time: new Date().toISOString(),
  })
  store.comments.push(comment)
  // As the server does: the author of the comment answered hears of a reply, and the post's
  // author of a comment unless they wrote the comment answered; nobody of their own.
  const isCaller = (who: { id?: string | undefined; email?: string | undefined }) =>
    who.id && uid ? who.id === uid : who.email === email
  const notices: {
    type: 'reply' | 'comment' | 'mention'
    verb: string
    to?: string | undefined
  }[] = []
  const parentAuthor = parent && { id: parent.userId, email: parent.userEmail }
  const postAuthor = { id: post.authorId, email: post.author }
  if (parentAuthor && !isCaller(parentAuthor))
    notices.push({ type: 'reply', verb: 'replied to you', to: parentAuthor.id })
  const postAuthorAnswered =
    parentAuthor &&
    (parentAuthor.id ? parentAuthor.id === postAuthor.id : parentAuthor.email === postAuthor.email)
  if (!isCaller(postAuthor) && !postAuthorAnswered) {
    notices.push({ type: 'comment', verb: 'commented on your post', to: postAuthor.id })
  }
  // Each person named by handle, once, unless the commenter or told already (issue 26).
  const told = new Set(notices.map((notice) => notice.to))
  for (const handle of mentionedHandles(fields.comment)) {
    const named = [...store.profiles].find(([, profile]) => profile.handle === handle)?.[0]
    if (named && named !== uid && !told.has(named)) {
      notices.push({ type: 'mention', verb: 'mentioned you', to: named })
    }
  }
  // The mock keeps one list of notifications, as the demo account's own.
  for (const { type, verb } of notices) {
    store.notifications.push({
      ...makeNotification({
        type,
        title: `${name} ${verb}`,
        detail: `${post.postTitle}: ${fields.comment}`,
        postId: post._id,
        postTitle: post.postTitle,
        actorName: name,
        ...(uid ? { actorId: uid } : {}),
      }),
      commentId: comment._id,
    })
  }
  return HttpResponse.json(uid ? commentView(comment, uid) : comment, { status: 201 })
}
