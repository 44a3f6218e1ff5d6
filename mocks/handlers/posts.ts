import { HttpResponse, http } from 'msw'
import type { ErrorBody } from '../../contract/common'
import {
  FEED_BODY_PREVIEW_MAX,
  NewPostInputSchema,
  UpdatePostInputSchema,
  type DeleteResult,
  type InsertResult,
  type NewPostInput,
  type Post,
  type PostSummary,
  type UpdatePostInput,
  type UpdateResult,
} from '../../contract/posts'
import { makePost, store } from '../store'
import { pageOf } from './paging'
import { caller, invalid } from './request-checks'
import { API, errorResponse } from './shared'

type Params = { postId: string }

/**
 * Owned by the account's uid, as on the server. A post made without an `authorId` (a test's
 * fixture) stands for one from before uids that its author has already claimed: owned by email.
 */
function isOwner(post: Post, who: { email: string; uid: string }): boolean {
  return post.authorId ? post.authorId === who.uid : post.author === who.email
}

function ownPost(postId: string, who: { email: string; uid: string }) {
  const post = store.posts.find((p) => p._id === postId)
  if (!post) return { response: errorResponse(404, 'not_found', 'Post not found') }
  if (!isOwner(post, who)) {
    return { response: errorResponse(403, 'forbidden', 'Only the author may change this post') }
  }
  return { post }
}

export const postHandlers = [
  http.get<never, never, PostSummary[]>(`${API}/posts`, ({ request }) => {
    const { page, headers } = pageOf(request, store.posts)
    const summaries = page.map((post) => ({
      ...post,
      postBody: post.postBody.slice(0, FEED_BODY_PREVIEW_MAX),
      bodyTruncated: post.postBody.length > FEED_BODY_PREVIEW_MAX,
    }))
    return HttpResponse.json(summaries, { headers })
  }),

  http.get<Params, never, Post | ErrorBody>(`${API}/post/:postId`, ({ params }) => {
    const post = store.posts.find((p) => p._id === params.postId)
    return post ? HttpResponse.json(post) : errorResponse(404, 'not_found', 'Post not found')
  }),

  http.get<never, never, Post[] | ErrorBody>(`${API}/userPost`, ({ request }) => {
    const who = caller(request)
    if (!who.email) return who.response
    const { page, headers } = pageOf(
      request,
      store.posts.filter((post) => isOwner(post, who)),
    )
    return HttpResponse.json(page, { headers })
  }),

  http.post<never, NewPostInput, InsertResult | ErrorBody>(`${API}/post`, async ({ request }) => {
    const who = caller(request)
    if (!who.email) return who.response
    const input = NewPostInputSchema.safeParse(await request.json())
    if (!input.success) return invalid(input.error)
    const post = makePost({
      ...input.data,
      author: who.email,
      authorDisplayName: who.name,
      authorId: who.uid,
      date: new Date().toISOString(),
    })
    store.posts.push(post)
    return HttpResponse.json({ acknowledged: true, insertedId: post._id }, { status: 201 })
  }),

  http.put<Params, UpdatePostInput, UpdateResult | ErrorBody>(
    `${API}/updatePost/:postId`,
    async ({ request, params }) => {
      const who = caller(request)
      if (!who.email) return who.response
      const found = ownPost(params.postId, who)
      if (!found.post) return found.response
      const input = UpdatePostInputSchema.safeParse(await request.json())
      if (!input.success) return invalid(input.error)
      const { postTitle, postBody, image = found.post.image } = input.data.postBody
      const { post } = found
      // As the server does: a save that changes nothing is no edit.
      if (post.postTitle === postTitle && post.postBody === postBody && post.image === image) {
        return HttpResponse.json({ matchedCount: 1, modifiedCount: 0 })
      }
      Object.assign(post, { postTitle, postBody, image, editDate: new Date().toISOString() })
      return HttpResponse.json({ matchedCount: 1, modifiedCount: 1 })
    },
  ),

  http.delete<Params, never, DeleteResult | ErrorBody>(
    `${API}/deletePost/:postId`,
    ({ request, params }) => {
      const who = caller(request)
      if (!who.email) return who.response
      const found = ownPost(params.postId, who)
      if (!found.post) return found.response
      store.posts = store.posts.filter((p) => p._id !== params.postId)
      store.comments = store.comments.filter((c) => c.postId !== params.postId)
      store.notifications = store.notifications.filter((n) => n.postId !== params.postId)
      return HttpResponse.json({ deletedCount: 1, deleteCount: 1 })
    },
  ),
]
