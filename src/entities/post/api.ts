import type { Post, PostSummary } from '../../../contract/posts'
import { nextCursorFromLink } from '../../../contract/wire'
import { http } from '../../lib/http'

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
  const [response, { PostListSchema }] = await Promise.all([
    http.get(path, { searchParams, signal }),
    schemas(),
  ])
  return {
    posts: PostListSchema.parse(await response.json()),
    nextCursor: nextCursorFromLink(response.headers.get('Link')),
  }
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
): Promise<PostPage> {
  const searchParams = {
    ...(tag === undefined ? {} : { tag }),
    ...(author === undefined ? {} : { author }),
    ...pageParams(cursor),
  }
  return postPage('posts', searchParams, signal)
}

export async function getPost(postId: string, signal?: AbortSignal): Promise<Post> {
  const [data, { PostSchema }] = await Promise.all([
    http.get(`post/${encodeURIComponent(postId)}`, { signal }).json(),
    schemas(),
  ])
  return PostSchema.parse(data)
}
