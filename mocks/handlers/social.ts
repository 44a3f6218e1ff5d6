// Issue 14 in the mock: likes, authors' pages and the profile, as the server answers them.
import { HttpResponse, http } from 'msw'
import type { ErrorBody } from '../../contract/common'
import {
  type Author,
  type LikeResult,
  type Profile,
  type ProfileInput,
  ProfileInputSchema,
} from '../../contract/profiles'
import { makeNotification, store } from '../store'
import { caller, invalid } from './request-checks'
import { API, errorResponse } from './shared'
import { likesOf, postView } from './views'

type Params = { postId: string }

function visiblePost(postId: string, uid: string) {
  const post = store.posts.find((p) => p._id === postId)
  return post && (post.status === 'published' || post.authorId === uid) ? post : undefined
}

export const socialHandlers = [
  http.put<Params, never, LikeResult | ErrorBody>(
    `${API}/post/:postId/like`,
    ({ request, params }) => {
      const who = caller(request)
      if (!who.email) return who.response
      const post = visiblePost(params.postId, who.uid)
      if (!post) return errorResponse(404, 'not_found', 'Post not found')
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
      const { likeCount, likedByMe } = postView(post, who.uid)
      return HttpResponse.json({ likeCount, likedByMe })
    },
  ),

  http.delete<Params, never, LikeResult | ErrorBody>(
    `${API}/post/:postId/like`,
    ({ request, params }) => {
      const who = caller(request)
      if (!who.email) return who.response
      const post = visiblePost(params.postId, who.uid)
      if (!post) return errorResponse(404, 'not_found', 'Post not found')
      likesOf(post._id).delete(who.uid)
      const { likeCount, likedByMe } = postView(post, who.uid)
      return HttpResponse.json({ likeCount, likedByMe })
    },
  ),

  http.get<{ authorId: string }, never, Author | ErrorBody>(
    `${API}/authors/:authorId`,
    ({ params }) => {
      const profile = store.profiles.get(params.authorId)
      const posts = store.posts.filter(
        (p) => p.authorId === params.authorId && p.status === 'published',
      )
      const newest = posts[0]
      if (!profile && !newest) return errorResponse(404, 'not_found', 'Author not found')
      return HttpResponse.json({
        authorId: params.authorId,
        displayName: profile?.displayName ?? newest?.authorDisplayName ?? '',
        photoURL: profile?.photoURL ?? '',
        bio: profile?.bio ?? '',
        postCount: posts.length,
      })
    },
  ),

  http.put<never, ProfileInput, Profile | ErrorBody>(`${API}/profile`, async ({ request }) => {
    const who = caller(request)
    if (!who.email) return who.response
    const input = ProfileInputSchema.safeParse(await request.json())
    if (!input.success) return invalid(input.error)
    const { bio = store.profiles.get(who.uid)?.bio ?? '', ...rest } = input.data
    const profile = { ...rest, bio }
    store.profiles.set(who.uid, profile)
    return HttpResponse.json({ ...profile, updatedAt: new Date().toISOString() })
  }),
]
