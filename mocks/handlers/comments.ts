import { HttpResponse, http } from 'msw'
import {
  EditCommentInputSchema,
  NewCommentInputSchema,
  type Comment,
  type EditCommentInput,
  type NewCommentInput,
} from '../../contract/comments'
import type { ErrorBody } from '../../contract/common'
import type { DeleteResult } from '../../contract/posts'
import { makeComment, makeNotification, store } from '../store'
import { pageOf } from './paging'
import { caller, invalid } from './request-checks'
import { API, errorResponse } from './shared'
import { commentView, viewer } from './views'

type CommentParams = { commentId: string }

export const commentHandlers = [
  http.get<{ postId: string }, never, Comment[] | ErrorBody>(
    `${API}/comment/:postId`,
    ({ request, params }) => {
      const post = store.posts.find((p) => p._id === params.postId)
      const author = request.headers.get('Authorization') ? caller(request).uid : undefined
      // A draft, and so its comments, is there only for its author (issue 13).
      if (!post || (post.status === 'draft' && post.authorId !== author)) {
        return errorResponse(404, 'not_found', 'Post not found')
      }
      const { page, headers } = pageOf(
        request,
        store.comments.filter((c) => c.postId === params.postId),
      )
      const who = viewer(request)
      return HttpResponse.json(
        page.map((c) => commentView(c, who)),
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
      store.comments = store.comments.filter((c) => c !== comment)
      store.notifications = store.notifications.filter((n) => n.commentId !== comment._id)
      return HttpResponse.json({ deletedCount: 1, deleteCount: 1 })
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
  const { idempotencyKey, ...fields } = input
  const post = store.posts.find((p) => p._id === fields.postId)
  if (!post || (post.status === 'draft' && post.authorId !== uid)) {
    return errorResponse(404, 'not_found', 'Post not found')
  }
  // As the server does: the same user's key always names the same comment.
  const _id = idempotencyKey ? `key-${idempotencyKey}` : undefined
  const earlier = store.comments.find((c) => c._id === _id && c.userEmail === email)
  if (earlier) {
    return earlier.comment === fields.comment && earlier.postId === fields.postId
      ? HttpResponse.json(uid ? commentView(earlier, uid) : earlier, { status: 201 })
      : errorResponse(409, 'conflict', 'This idempotencyKey was already used for another comment')
  }
  const comment = makeComment({
    ...fields,
    ...(_id ? { _id } : {}),
    userEmail: email,
    userName: name,
    ...(uid ? { userId: uid } : {}),
    time: new Date().toISOString(),
  })
  store.comments.push(comment)
  // As the server does: the post's author hears of it, unless they wrote the comment.
  if (post.authorId && uid ? post.authorId !== uid : post.author !== email) {
    store.notifications.push({
      ...makeNotification({
        type: 'comment',
        title: `${name} commented on your post`,
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
