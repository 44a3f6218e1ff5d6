import { HttpResponse, http } from 'msw'
import { NewCommentInputSchema, type Comment, type NewCommentInput } from '../../contract/comments'
import type { ErrorBody } from '../../contract/common'
import { makeComment, makeNotification, store } from '../store'
import { pageOf } from './paging'
import { caller, invalid } from './request-checks'
import { API, errorResponse } from './shared'

export const commentHandlers = [
  http.get<{ postId: string }, never, Comment[] | ErrorBody>(
    `${API}/comment/:postId`,
    ({ request, params }) => {
      if (!store.posts.some((p) => p._id === params.postId)) {
        return errorResponse(404, 'not_found', 'Post not found')
      }
      const { page, headers } = pageOf(
        request,
        store.comments.filter((c) => c.postId === params.postId),
      )
      return HttpResponse.json(page, { headers })
    },
  ),

  http.post<never, NewCommentInput, Comment | ErrorBody>(`${API}/comment`, async ({ request }) => {
    const who = caller(request)
    if (!who.email) return who.response
    const input = NewCommentInputSchema.safeParse(await request.json())
    if (!input.success) return invalid(input.error)
    const post = store.posts.find((p) => p._id === input.data.postId)
    if (!post) return errorResponse(404, 'not_found', 'Post not found')
    const comment = makeComment({
      ...input.data,
      userEmail: who.email,
      userName: who.name,
      time: new Date().toISOString(),
    })
    store.comments.push(comment)
    // As the server does: the post's author hears of it, unless they wrote the comment.
    if (post.author !== who.email) {
      store.notifications.push(
        makeNotification({
          title: 'New comment',
          detail: `${who.email} commented on ${post.postTitle}`,
          postId: post._id,
        }),
      )
    }
    return HttpResponse.json(comment, { status: 201 })
  }),
]
