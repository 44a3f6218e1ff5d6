// The reads no one needs on the first screen — one's own posts, the tags in use, the editor's
// Preview, the reading list, search — in a chunk of their own, fetched with their first query
// (queries.ts), so the first load carries none of them (ADR 0018's budget).
import { nextCursorFromLink } from '../../../contract/wire'
import type { Preview } from '../../../contract/preview'
import type { SearchAnswer } from '../../../contract/search'
import type { TagCount } from '../../../contract/tags'
import { http } from '../../lib/http'
import { type PostPage, pageParams, postPage } from './api'

const schemas = () => import('../../../contract/posts')

/** The signed-in user's own posts; full bodies, so they read as summaries that are not cut. */
export async function getUserPosts(
  email: string,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<PostPage> {
  const [response, { UserPostListSchema }] = await Promise.all([
    http.get('userPost', { searchParams: pageParams(cursor), headers: { email }, signal }),
    schemas(),
  ])
  const posts = UserPostListSchema.parse(await response.json())
  return {
    posts: posts.map((post) => ({ ...post, bodyTruncated: false })),
    nextCursor: nextCursorFromLink(response.headers.get('Link')),
  }
}

/** The tags in use on published posts, most used first. */
export async function getTags(signal?: AbortSignal): Promise<TagCount[]> {
  const [data, { TagListSchema }] = await Promise.all([
    http.get('tags', { signal }).json(),
    import('../../../contract/tags'),
  ])
  return TagListSchema.parse(data)
}

/** The body as the post page would draw it, rendered by the server's own renderer. */
export async function previewPost(postBody: string, signal?: AbortSignal): Promise<Preview> {
  const [data, { PreviewSchema }] = await Promise.all([
    http.post('preview', { json: { postBody }, signal }).json(),
    import('../../../contract/preview'),
  ])
  return PreviewSchema.parse(data)
}

/** The signed-in reader's reading list, the last saved first. */
export async function getBookmarks(cursor: string | null, signal?: AbortSignal): Promise<PostPage> {
  return postPage('bookmarks', pageParams(cursor) ?? {}, signal)
}

/** One page of search results (offset pages, best first; contract/search.ts). */
export async function searchPosts(
  q: string,
  offset: number,
  signal?: AbortSignal,
): Promise<SearchAnswer> {
  const searchParams = offset > 0 ? { q, offset } : { q }
  const [data, { SearchAnswerSchema }] = await Promise.all([
    http.get('search', { searchParams, signal }).json(),
    import('../../../contract/search'),
  ])
  return SearchAnswerSchema.parse(data)
}
