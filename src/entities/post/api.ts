import type { Post, PostSummary } from '../../../contract/posts'
import type { Preview } from '../../../contract/preview'
import type { SearchAnswer } from '../../../contract/search'
import type { TagCount } from '../../../contract/tags'
import { http, parsed, parsedPage } from '../../lib/http'

/** The contract's schemas come in a chunk of their own, fetched beside the call (ADR 0018). */
const schemas = () => import('../../../contract/posts')

/** One keyset page of a post list, newest first. */
export interface PostPage {
  posts: PostSummary[]
  nextCursor: string | null
}

export function pageParams(cursor: string | null) {
  return cursor ? { cursor } : undefined
}

/** One page of a post list at `path` (a keyset page, the next cursor in `Link`). */
export async function postPage(
  path: string,
  searchParams: Record<string, string>,
  signal?: AbortSignal,
): Promise<PostPage> {
  const { items, nextCursor } = await parsedPage(
    http.get(path, { searchParams, signal }),
    schemas().then((m) => m.PostListSchema),
  )
  return { posts: items, nextCursor }
}

/**
 * The feed of published posts, or with `tag` that tag's (normalised by the server), with
 * `author` (a uid) that author's.
 */
export async function getPosts(
  cursor: string | null,
  signal?: AbortSignal,
  tag?: string,
  author?: string,
  /** Only posts in this language (BCP 47; `de` takes `de-AT` too). */
  language?: string,
): Promise<PostPage> {
  const searchParams = {
    ...(language === undefined ? {} : { language }),
    ...(tag === undefined ? {} : { tag }),
    ...(author === undefined ? {} : { author }),
    ...pageParams(cursor),
  }
  return postPage('posts', searchParams, signal)
}

export async function getPost(postId: string, signal?: AbortSignal): Promise<Post> {
  return parsed(
    http.get(`post/${encodeURIComponent(postId)}`, { signal }),
    schemas().then((m) => m.PostSchema),
  )
}

/** The signed-in user's own posts; full bodies, so they read as summaries that are not cut. */
export async function getUserPosts(
  email: string,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<PostPage> {
  const { items, nextCursor } = await parsedPage(
    http.get('userPost', { searchParams: pageParams(cursor), headers: { email }, signal }),
    schemas().then((m) => m.UserPostListSchema),
  )
  return { posts: items.map((post) => ({ ...post, bodyTruncated: false })), nextCursor }
}

/** The tags in use on published posts, most used first. */
export async function getTags(signal?: AbortSignal): Promise<TagCount[]> {
  return parsed(
    http.get('tags', { signal }),
    import('../../../contract/tags').then((m) => m.TagListSchema),
  )
}

/** The body as the post page would draw it, rendered by the server's own renderer. */
export async function previewPost(postBody: string, signal?: AbortSignal): Promise<Preview> {
  return parsed(
    http.post('preview', { json: { postBody }, signal }),
    import('../../../contract/preview').then((m) => m.PreviewSchema),
  )
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
  return parsed(
    http.get('search', { searchParams, signal }),
    import('../../../contract/search').then((m) => m.SearchAnswerSchema),
  )
}
