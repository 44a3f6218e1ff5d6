import { HttpResponse, http } from 'msw'
import { PAGE_SIZE_DEFAULT } from '../../contract/common'
import { FEED_BODY_PREVIEW_MAX, type PostSummary } from '../../contract/posts'
import { store } from '../store'
import { API, byNewest } from './shared'

export const postHandlers = [
  http.get(`${API}/posts`, ({ request }) => {
    const url = new URL(request.url)
    const limit = Number(url.searchParams.get('limit') ?? PAGE_SIZE_DEFAULT)
    const offset = Number(url.searchParams.get('cursor') ?? 0)
    const sorted = [...store.posts].sort(byNewest)
    const page: PostSummary[] = sorted.slice(offset, offset + limit).map((post) => ({
      ...post,
      postBody: post.postBody.slice(0, FEED_BODY_PREVIEW_MAX),
      bodyTruncated: post.postBody.length > FEED_BODY_PREVIEW_MAX,
    }))
    const next = offset + limit < sorted.length ? offset + limit : null
    const headers: Record<string, string> = {}
    if (next !== null) headers.Link = `</api/posts?limit=${limit}&cursor=${next}>; rel="next"`
    return HttpResponse.json(page, { headers })
  }),
]
