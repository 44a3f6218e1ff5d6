// Issue 28 in the mock: the view beacon is kept in the store, and an author's statistics are
// counted from it (every beacon today, each its own visitor), their likes, comments and
// followers; someone else's post is a 403, as on the server.
import { HttpResponse, http } from 'msw'
import type { ErrorBody } from '../../contract/common'
import {
  OTHER_REFERRERS,
  REFERRERS_PER_POST_DAY,
  type Stats,
  ViewBeaconSchema,
} from '../../contract/stats'
import { store } from '../store'
import { caller } from './request-checks'
import { API, errorResponse } from './shared'

const DAY_MS = 86_400_000

function referrerOf(referrer: string | undefined): string | null {
  if (!referrer) return null
  try {
    const host = new URL(referrer).hostname
    return host === window.location.hostname ? null : host.replace(/^www\./, '')
  } catch {
    return null
  }
}

function statsOf(authorId: string, url: string, postId?: string): Stats {
  const days = Number(new URL(url).searchParams.get('days') ?? '30')
  const posts = store.posts.filter(
    (post) =>
      post.authorId === authorId &&
      post.status === 'published' &&
      (postId === undefined || post._id === postId),
  )
  const ids = new Set(posts.map((post) => post._id))
  const beacons = store.views.filter((beacon) => ids.has(beacon.postId))
  const count = (id: string | null, event: 'view' | 'read') =>
    beacons.filter((b) => b.event === event && (id === null || b.postId === id)).length
  const today = Date.now()
  // As the server keeps them: so many sites a post, the rest as one (contract/stats.ts).
  const sites = new Map<string, Set<string>>()
  const sources = new Map<string, number>()
  for (const beacon of beacons) {
    const site = beacon.event === 'view' ? referrerOf(beacon.referrer) : null
    if (!site) continue
    const kept = sites.get(beacon.postId) ?? new Set<string>()
    sites.set(beacon.postId, kept)
    if (kept.size < REFERRERS_PER_POST_DAY) kept.add(site)
    const source = kept.has(site) ? site : OTHER_REFERRERS
    sources.set(source, (sources.get(source) ?? 0) + 1)
  }
  const perPost = posts.map((post) => ({
    _id: post._id,
    postTitle: post.postTitle,
    views: count(post._id, 'view'),
    visitors: count(post._id, 'view'),
    reads: count(post._id, 'read'),
    likes: store.likes.get(post._id)?.size ?? 0,
    comments: store.comments.filter((comment) => comment.postId === post._id).length,
  }))
  const sum = (key: 'likes' | 'comments') => perPost.reduce((total, p) => total + p[key], 0)
  return {
    totals: {
      views: count(null, 'view'),
      visitors: count(null, 'view'),
      reads: count(null, 'read'),
      likes: sum('likes'),
      comments: sum('comments'),
      followers: store.authorFollows.get(authorId)?.size ?? 0,
    },
    daily: Array.from({ length: days }, (_, i) => {
      const last = i === days - 1
      return {
        date: new Date(today - (days - 1 - i) * DAY_MS).toISOString().slice(0, 10),
        views: last ? count(null, 'view') : 0,
        visitors: last ? count(null, 'view') : 0,
        reads: last ? count(null, 'read') : 0,
      }
    }),
    posts: perPost.sort((a, b) => b.views - a.views),
    referrers: [...sources].map(([source, views]) => ({ source, views })),
  }
}

export const handlers = [
  http.post(`${API}/views`, async ({ request }) => {
    const beacon = ViewBeaconSchema.safeParse(await request.json().catch(() => null))
    if (!beacon.success) return errorResponse(400, 'validation', 'Invalid view')
    store.views.push(beacon.data)
    return HttpResponse.json({}, { status: 202 })
  }),

  http.get<never, never, Stats | ErrorBody>(`${API}/stats`, ({ request }) => {
    const who = caller(request)
    if (!who.email) return who.response
    return HttpResponse.json(statsOf(who.uid, request.url))
  }),

  http.get<{ postId: string }, never, Stats | ErrorBody>(
    `${API}/stats/post/:postId`,
    ({ request, params }) => {
      const who = caller(request)
      if (!who.email) return who.response
      const post = store.posts.find((p) => p._id === params.postId)
      if (!post) return errorResponse(404, 'not_found', 'Post not found')
      if (post.authorId !== who.uid) {
        return errorResponse(403, 'not_author', 'Only the author of a post can see its statistics')
      }
      return HttpResponse.json(statsOf(who.uid, request.url, params.postId))
    },
  ),
]
