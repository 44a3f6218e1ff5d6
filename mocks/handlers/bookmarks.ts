// Issue 24 item 4 in the mock: the reading list, as the server answers it.
import { HttpResponse, http } from 'msw'
import type { BookmarkResult } from '../../contract/bookmarks'
import type { ErrorBody } from '../../contract/common'
import type { PostSummary } from '../../contract/posts'
import { store } from '../store'
import { pageOf } from './paging'
import { caller } from './request-checks'
import { API, errorResponse } from './shared'
import { postView } from './views'

type Params = { postId: string }

function listOf(uid: string): Map<string, string> {
  let list = store.bookmarks.get(uid)
  if (!list) {
    list = new Map()
    store.bookmarks.set(uid, list)
  }
  return list
}

const readable = (postId: string, uid: string) =>
  store.posts.find((p) => p._id === postId && (p.status === 'published' || p.authorId === uid))

/** PUT saves, DELETE takes off: the same checks, as the server's two routes share theirs. */
const bookmarkWrite = (method: 'put' | 'delete', saved: boolean) =>
  http[method]<Params, never, BookmarkResult | ErrorBody>(
    `${API}/post/:postId/bookmark`,
    ({ request, params }) => {
      const who = caller(request)
      if (!who.email) return who.response
      if (!readable(params.postId, who.uid))
        return errorResponse(404, 'not_found', 'Post not found')
      const list = listOf(who.uid)
      if (!saved) list.delete(params.postId)
      else if (!list.has(params.postId)) list.set(params.postId, new Date().toISOString())
      return HttpResponse.json({ bookmarked: saved })
    },
  )

export const handlers = [
  bookmarkWrite('put', true),
  bookmarkWrite('delete', false),

  http.get<never, never, PostSummary[] | ErrorBody>(`${API}/bookmarks`, ({ request }) => {
    const who = caller(request)
    if (!who.email) return who.response
    const saved = [...listOf(who.uid)].sort(([, a], [, b]) => b.localeCompare(a))
    const posts = saved.flatMap(([postId]) => {
      const post = readable(postId, who.uid)
      return post ? [{ ...postView(post, who.uid), bodyTruncated: false }] : []
    })
    const { page, headers } = pageOf(request, posts, 'given')
    return HttpResponse.json(page, { headers })
  }),
]
