// Issue 24 in the mock: authors' pages (by uid and by handle), follows of authors and tags, the
// following feed and its suggestions, as the server answers them (server/follows/routes.ts).
import { HttpResponse, http } from 'msw'
import type { ErrorBody } from '../../contract/common'
import {
  type FollowResult,
  type FollowSuggestions,
  type Follows,
  type TagInfo,
  followMessages,
  normaliseHandle,
} from '../../contract/follows'
import type { PostSummary } from '../../contract/posts'
import type { Author } from '../../contract/profiles'
import { TAG_PATTERN, normaliseTag } from '../../contract/tag-text'
import { makeNotification, store } from '../store'
import { pageOf } from './paging'
import { caller } from './request-checks'
import { API, errorResponse } from './shared'
import { postView, viewer } from './views'
import { toSummary } from './posts'
import { remotePostsFor } from './remote-follows'

export function uidOfHandle(handle: string): string | undefined {
  for (const [uid, profile] of store.profiles) if (profile.handle === handle) return uid
  return undefined
}

function followersOf(map: Map<string, Set<string>>, key: string): Set<string> {
  let set = map.get(key)
  if (!set) {
    set = new Set()
    map.set(key, set)
  }
  return set
}

const published = () => store.posts.filter((post) => post.status === 'published')

function authorView(authorId: string, who: string | undefined): Author | undefined {
  const profile = store.profiles.get(authorId)
  const posts = published().filter((p) => p.authorId === authorId)
  const newest = posts[0]
  if (!profile && !newest) return undefined
  const followers = store.authorFollows.get(authorId)
  return {
    authorId,
    displayName: profile?.displayName ?? newest?.authorDisplayName ?? '',
    photoURL: profile?.photoURL ?? '',
    bio: profile?.bio ?? '',
    postCount: posts.length,
    handle: profile?.handle ?? null,
    followerCount: followers?.size ?? 0,
    followedByMe: who !== undefined && (followers?.has(who) ?? false),
  }
}

const authorNotFound = () => errorResponse(404, 'not_found', 'Author not found')
const tagNotFound = () => errorResponse(404, 'not_found', 'Tag not found')

function tagOf(raw: string): string | undefined {
  const tag = normaliseTag(raw)
  return TAG_PATTERN.test(tag) ? tag : undefined
}

function followAuthor(request: Request, authorId: string, following: boolean) {
  const who = caller(request)
  if (!who.email) return who.response
  if (authorId === who.uid) return errorResponse(400, 'bad_request', followMessages.self)
  if (!authorView(authorId, undefined)) return authorNotFound()
  const followers = followersOf(store.authorFollows, authorId)
  const key = `${authorId} ${who.uid}`
  if (following && !store.followNotices.has(key)) {
    store.followNotices.add(key)
    const handle = store.profiles.get(who.uid)?.handle
    store.notifications.push(
      makeNotification({
        type: 'follow',
        title: `${who.name} followed you`,
        detail: '',
        postId: undefined,
        postTitle: '',
        actorId: who.uid,
        actorName: who.name,
        ...(handle ? { actorHandle: handle } : {}),
        date: new Date().toISOString(),
      }),
    )
  }
  if (following) followers.add(who.uid)
  else followers.delete(who.uid)
  return HttpResponse.json<FollowResult>({ following, followerCount: followers.size })
}

function followTag(request: Request, raw: string, following: boolean) {
  const who = caller(request)
  if (!who.email) return who.response
  const tag = tagOf(raw)
  if (!tag) return tagNotFound()
  const followers = followersOf(store.tagFollows, tag)
  if (following) followers.add(who.uid)
  else followers.delete(who.uid)
  return HttpResponse.json<FollowResult>({ following, followerCount: followers.size })
}

type AuthorParams = { authorId: string }
type TagParams = { tag: string }

export const handlers = [
  http.get<{ handle: string }, never, Author | ErrorBody>(
    `${API}/authors/by-handle/:handle`,
    ({ request, params }) => {
      const uid = uidOfHandle(normaliseHandle(params.handle))
      const author = uid === undefined ? undefined : authorView(uid, viewer(request))
      return author ? HttpResponse.json(author) : authorNotFound()
    },
  ),
  http.get<AuthorParams, never, Author | ErrorBody>(
    `${API}/authors/:authorId`,
    ({ request, params }) => {
      const author = authorView(params.authorId, viewer(request))
      return author ? HttpResponse.json(author) : authorNotFound()
    },
  ),
  http.put<AuthorParams>(`${API}/authors/:authorId/follow`, ({ request, params }) =>
    followAuthor(request, params.authorId, true),
  ),
  http.delete<AuthorParams>(`${API}/authors/:authorId/follow`, ({ request, params }) =>
    followAuthor(request, params.authorId, false),
  ),
  http.get<TagParams, never, TagInfo | ErrorBody>(`${API}/tags/:tag`, ({ request, params }) => {
    const tag = tagOf(params.tag)
    const postCount = tag ? published().filter((p) => p.tags.includes(tag)).length : 0
    if (!tag || postCount === 0) return tagNotFound()
    const who = viewer(request)
    const followers = store.tagFollows.get(tag)
    return HttpResponse.json({
      tag,
      postCount,
      followerCount: followers?.size ?? 0,
      followedByMe: who !== undefined && (followers?.has(who) ?? false),
    })
  }),
  http.put<TagParams>(`${API}/tags/:tag/follow`, ({ request, params }) =>
    followTag(request, params.tag, true),
  ),
  http.delete<TagParams>(`${API}/tags/:tag/follow`, ({ request, params }) =>
    followTag(request, params.tag, false),
  ),
  http.get<never, never, Follows | ErrorBody>(`${API}/follows`, ({ request }) => {
    const who = caller(request)
    if (!who.email) return who.response
    // The mock keeps no follow times: the last one to be first followed comes first.
    const followed = (map: Map<string, Set<string>>) =>
      [...map]
        .filter(([, followers]) => followers.has(who.uid))
        .map(([key]) => key)
        .reverse()
    return HttpResponse.json({
      authors: followed(store.authorFollows).flatMap((authorId) => {
        const author = authorView(authorId, who.uid)
        return author
          ? [
              {
                authorId,
                displayName: author.displayName,
                photoURL: author.photoURL,
                handle: author.handle,
              },
            ]
          : []
      }),
      tags: followed(store.tagFollows).map((tag) => ({ tag })),
    })
  }),
  http.get<never, never, PostSummary[] | ErrorBody>(`${API}/feed/following`, ({ request }) => {
    const who = caller(request)
    if (!who.email) return who.response
    const follows = (map: Map<string, Set<string>>, key: string | undefined) =>
      key !== undefined && (map.get(key)?.has(who.uid) ?? false)
    const posts = published().filter(
      (post) =>
        follows(store.authorFollows, post.authorId) ||
        post.tags.some((tag) => follows(store.tagFollows, tag)),
    )
    // Remote posts (issue 29 item 4) are summaries already, marked `remote`.
    const all = [
      ...posts.map((post) => toSummary(postView(post, who.uid))),
      ...remotePostsFor(who.uid),
    ]
    const { page, headers } = pageOf(request, all)
    return HttpResponse.json(page, { headers })
  }),
  http.get<never, never, FollowSuggestions | ErrorBody>(
    `${API}/feed/suggestions`,
    ({ request }) => {
      const who = caller(request)
      if (!who.email) return who.response
      const authors = new Map<string, number>()
      const tags = new Map<string, number>()
      for (const post of published()) {
        if (post.authorId && post.authorId !== who.uid)
          authors.set(post.authorId, (authors.get(post.authorId) ?? 0) + 1)
        for (const tag of post.tags) tags.set(tag, (tags.get(tag) ?? 0) + 1)
      }
      const top = (counts: Map<string, number>, followed: Map<string, Set<string>>) =>
        [...counts]
          .filter(([key]) => !followed.get(key)?.has(who.uid))
          .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
          .slice(0, 5)
      return HttpResponse.json({
        authors: top(authors, store.authorFollows).flatMap(([authorId, postCount]) => {
          const author = authorView(authorId, who.uid)
          return author
            ? [
                {
                  authorId,
                  postCount,
                  displayName: author.displayName,
                  photoURL: author.photoURL,
                  handle: author.handle,
                },
              ]
            : []
        }),
        tags: top(tags, store.tagFollows).map(([tag, count]) => ({ tag, count })),
      })
    },
  ),
]
