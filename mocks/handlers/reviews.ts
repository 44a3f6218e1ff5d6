// The review queue (ADR 0074, addendum) against the in-memory store: a draft's `review` is kept
// on the post itself; the notices go to the store's one list of notifications.
import { HttpResponse, http } from 'msw'
import type { ErrorBody } from '../../contract/common'
import { PAGE_SIZE_DEFAULT } from '../../contract/common'
import type { PostDetail } from '../../contract/posts'
import {
  type PostReview,
  ReturnReviewInputSchema,
  type ReturnReviewInput,
  type ReviewItem,
  reviewMessages,
} from '../../contract/reviews'
import { moderationMessages } from '../../contract/moderation'
import { roleAtLeast, siteMessages } from '../../contract/site-facts'
import { makeNotification, store } from '../store'
import { caller, invalid } from './request-checks'
import { API, errorResponse } from './shared'

type Params = { postId: string }

const roleOf = (email: string) => store.staff.get(email.toLowerCase())?.role
const notEditor = () => errorResponse(403, 'moderators_only', moderationMessages.moderatorsOnly)

/** The editors' notices of this draft are read once it is decided. */
function settleSubmitted(postId: string) {
  for (const notice of store.notifications) {
    if (notice.type === 'submitted' && notice.postId === postId) notice.read = true
  }
}

/**
 * Publishing a draft, or scheduling it (`post.publishAt`), ends its review, as PUT /updatePost
 * does on the server; its author is told which, and a schedule's time.
 */
export function endMockReview(post: PostDetail, editor: { uid: string; name: string }) {
  if (!post.review) return
  delete post.review
  settleSubmitted(post._id)
  if (post.authorId === editor.uid) return
  const scheduledFor = post.status === 'scheduled' ? post.publishAt : undefined
  store.notifications.push(
    makeNotification({
      type: scheduledFor ? 'scheduled' : 'published',
      title: `${editor.name} ${scheduledFor ? 'scheduled' : 'published'} your draft`,
      detail: scheduledFor ?? '',
      postId: post._id,
      postTitle: post.postTitle,
      actorId: editor.uid,
      actorName: editor.name,
      date: new Date().toISOString(),
    }),
  )
}

/**
 * The caller and their own post, as both review writes of an author find them: else the answer
 * the server gives (401 without a token, 404, 403 `not_author` with `refusal`).
 */
function authorsPost(request: Request, postId: string, refusal: string) {
  const who = caller(request)
  if (!who.email) return { response: who.response }
  const post = store.posts.find((p) => p._id === postId)
  if (!post) return { response: errorResponse(404, 'not_found', 'Post not found') }
  if (post.authorId !== who.uid) return { response: errorResponse(403, 'not_author', refusal) }
  return { who, post }
}

export const handlers = [
  http.post<Params, never, PostReview | ErrorBody>(
    `${API}/post/:postId/review`,
    ({ request, params }) => {
      const found = authorsPost(request, params.postId, 'Only its author submits a draft')
      if (!found.post) return found.response
      const { who, post } = found
      const role = roleOf(who.email)
      if (role !== 'contributor') {
        return store.site.settings.publishing === 'staff' && !role
          ? errorResponse(403, 'staff_only', siteMessages.notStaff)
          : errorResponse(403, 'not_contributor', reviewMessages.notContributor)
      }
      if (post.status !== 'draft') return errorResponse(409, 'conflict', reviewMessages.onlyDrafts)
      if (post.review?.state !== 'submitted') {
        const at = new Date().toISOString()
        post.review = { state: 'submitted', submittedAt: at }
        settleSubmitted(post._id)
        store.notifications.push(
          makeNotification({
            type: 'submitted',
            title: `${who.name} submitted a draft for review`,
            detail: post.postTitle,
            postId: post._id,
            postTitle: post.postTitle,
            actorId: who.uid,
            actorName: who.name,
            date: at,
          }),
        )
      }
      return HttpResponse.json(post.review)
    },
  ),

  // Its author takes it back while it waits: the editors' notices of that submission go.
  http.delete<Params, never, null | ErrorBody>(
    `${API}/post/:postId/review`,
    ({ request, params }) => {
      const found = authorsPost(request, params.postId, 'Only its author withdraws a draft')
      if (!found.post) return found.response
      const { post } = found
      const review = post.review
      if (post.status !== 'draft' || review?.state !== 'submitted') {
        return errorResponse(409, 'conflict', reviewMessages.notWaiting)
      }
      delete post.review
      store.notifications = store.notifications.filter(
        (notice) =>
          !(
            notice.type === 'submitted' &&
            notice.postId === post._id &&
            notice.date >= review.submittedAt
          ),
      )
      return new HttpResponse(null, { status: 204 })
    },
  ),

  http.get<never, never, ReviewItem[] | ErrorBody>(`${API}/reviews`, ({ request }) => {
    const who = caller(request)
    if (!who.email) return who.response
    if (!roleAtLeast(roleOf(who.email), 'editor')) return notEditor()
    const url = new URL(request.url)
    const newest = url.searchParams.get('order') === 'newest'
    const limit = Number(url.searchParams.get('limit') ?? PAGE_SIZE_DEFAULT)
    const offset = Number(url.searchParams.get('cursor') ?? 0)
    const waiting = store.posts
      .filter((post) => post.status === 'draft' && post.review?.state === 'submitted')
      .map((post): ReviewItem => ({
        postId: post._id,
        postTitle: post.postTitle,
        slug: post.slug,
        authorId: post.authorId ?? '',
        authorDisplayName: post.authorDisplayName,
        authorPhotoURL: post.authorPhotoURL,
        submittedAt: post.review?.submittedAt ?? post.date,
      }))
      .sort((a, b) => a.submittedAt.localeCompare(b.submittedAt) * (newest ? -1 : 1))
    const page = waiting.slice(offset, offset + limit)
    const headers: Record<string, string> = {}
    if (offset + limit < waiting.length) {
      const query = new URLSearchParams({
        order: newest ? 'newest' : 'oldest',
        limit: String(limit),
        cursor: String(offset + limit),
      })
      headers.Link = `<${url.pathname}?${query.toString()}>; rel="next"`
    }
    return HttpResponse.json(page, { headers })
  }),

  http.post<Params, ReturnReviewInput, PostReview | ErrorBody>(
    `${API}/post/:postId/review/return`,
    async ({ request, params }) => {
      const who = caller(request)
      if (!who.email) return who.response
      if (!roleAtLeast(roleOf(who.email), 'editor')) return notEditor()
      const input = ReturnReviewInputSchema.safeParse(await request.json())
      if (!input.success) return invalid(input.error)
      const post = store.posts.find((p) => p._id === params.postId)
      if (!post) return errorResponse(404, 'not_found', 'Post not found')
      if (post.status !== 'draft' || post.review?.state !== 'submitted') {
        return errorResponse(409, 'conflict', reviewMessages.notWaiting)
      }
      const at = new Date().toISOString()
      post.review = { ...post.review, state: 'returned', returnedAt: at, note: input.data.note }
      settleSubmitted(post._id)
      store.notifications.push(
        makeNotification({
          type: 'returned',
          title: `${who.name} sent your draft back`,
          detail: input.data.note,
          postId: post._id,
          postTitle: post.postTitle,
          actorId: who.uid,
          actorName: who.name,
          date: at,
        }),
      )
      return HttpResponse.json(post.review)
    },
  ),
]
