// Likes and the profile (with its handle) in the mock, as the server answers them
// (docs/decisions/0024).
import { HttpResponse, http } from 'msw'
import type { ErrorBody } from '../../contract/common'
import { handleMessages } from '../../contract/follows'
import {
  type LikeResult,
  type Profile,
  type ProfileInput,
  ProfileInputSchema,
} from '../../contract/profiles'
import { makeNotification, store } from '../store'
import { caller, invalid } from './request-checks'
import { API, errorResponse } from './shared'
import { uidOfHandle } from './follows'
import { likesOf, postView } from './views'
import { blockedAnswer, blocks } from './blocks'
import { blockMessages } from '../../contract/blocks'

type Params = { postId: string }

function visiblePost(postId: string, uid: string) {
  const post = store.posts.find((p) => p._id === postId)
  return post && (post.status === 'published' || post.authorId === uid) ? post : undefined
}

type Caller = Exclude<ReturnType<typeof caller>, { response: unknown }>
type StoredPost = (typeof store.posts)[number]

/** A like's handler: a signed-in caller and a post they may see, as the server checks both. */
function onVisiblePost(answer: (who: Caller, post: StoredPost) => Response) {
  return ({ request, params }: { request: Request; params: Params }) => {
    const who = caller(request)
    if (!who.email) return who.response
    const post = visiblePost(params.postId, who.uid)
    if (!post) return errorResponse(404, 'not_found', 'Post not found')
    return answer(who, post)
  }
}

/** What a like or an unlike answers: the post's count and the caller's own like. */
function likeAnswer(post: StoredPost, uid: string) {
  const { likeCount, likedByMe } = postView(post, uid)
  return HttpResponse.json<LikeResult>({ likeCount, likedByMe })
}

export const handlers = [
  http.put<Params, never, LikeResult | ErrorBody>(
    `${API}/post/:postId/like`,
    onVisiblePost((who, post) => {
      // As the server: its author may block the reader (docs/decisions/0041).
      if (blocks(post.authorId, who.uid)) return blockedAnswer(blockMessages.like)
      const likers = likesOf(post._id)
      const key = `${post._id} ${who.uid}`
      if (!likers.has(who.uid) && post.authorId !== who.uid && !store.likeNotices.has(key)) {
        store.likeNotices.add(key)
        store.notifications.push(
          makeNotification({
            type: 'like',
            title: `${who.name} liked your post`,
            detail: post.postTitle,
            postId: post._id,
            postTitle: post.postTitle,
            actorId: who.uid,
            actorName: who.name,
          }),
        )
      }
      likers.add(who.uid)
      return likeAnswer(post, who.uid)
    }),
  ),

  http.delete<Params, never, LikeResult | ErrorBody>(
    `${API}/post/:postId/like`,
    onVisiblePost((who, post) => {
      likesOf(post._id).delete(who.uid)
      return likeAnswer(post, who.uid)
    }),
  ),

  http.put<never, ProfileInput, Profile | ErrorBody>(`${API}/profile`, async ({ request }) => {
    const who = caller(request)
    if (!who.email) return who.response
    const input = ProfileInputSchema.safeParse(await request.json())
    if (!input.success) return invalid(input.error)
    const before = store.profiles.get(who.uid)
    const { bio = before?.bio ?? '', handle: asked, ...rest } = input.data
    const handle = asked === undefined ? before?.handle : asked || undefined
    if (
      handle !== undefined &&
      uidOfHandle(handle) !== undefined &&
      uidOfHandle(handle) !== who.uid
    ) {
      return errorResponse(409, 'conflict', handleMessages.taken, { handle: handleMessages.taken })
    }
    const profile = { ...rest, bio, ...(handle === undefined ? {} : { handle }) }
    store.profiles.set(who.uid, profile)
    return HttpResponse.json({
      ...profile,
      handle: handle ?? null,
      updatedAt: new Date().toISOString(),
    })
  }),
]
