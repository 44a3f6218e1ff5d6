import type {
  DeleteResult,
  InsertResult,
  NewPostInput,
  Post,
  PostSummary,
  UpdatePostInput,
  UpdateResult,
} from '../../../contract/posts'
import { nextCursorFromLink } from '../../../contract/wire'
import type { BookmarkResult } from '../../../contract/bookmarks'
import type { LikeResult } from '../../../contract/profiles'
import type { Preview } from '../../../contract/preview'
import type { SearchAnswer } from '../../../contract/search'
import type { TagCount } from '../../../contract/tags'
import { http } from '../../lib/http'

/** The contract's schemas come in a chunk of their own, fetched beside the call (ADR 0018). */
const schemas = () => import('../../../contract/posts')

/** One keyset page of a post list, newest first. */
export interface PostPage {
  posts: PostSummary[]
  nextCursor: string | null
}

function pageParams(cursor: string | null) {
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

export async function getPost(postId: string, signal?: AbortSignal): Promise<Post> {
  const [data, { PostSchema }] = await Promise.all([
    http.get(`post/${encodeURIComponent(postId)}`, { signal }).json(),
    schemas(),
  ])
  return PostSchema.parse(data)
}

/** The body as the post page would draw it, rendered by the server's own renderer. */
export async function previewPost(postBody: string, signal?: AbortSignal): Promise<Preview> {
  const [data, { PreviewSchema }] = await Promise.all([
    http.post('preview', { json: { postBody }, signal }).json(),
    import('../../../contract/preview'),
  ])
  return PreviewSchema.parse(data)
}

export async function createPost(input: NewPostInput): Promise<InsertResult> {
  const [data, { InsertResultSchema }] = await Promise.all([
    http.post('post', { json: input }).json(),
    schemas(),
  ])
  return InsertResultSchema.parse(data)
}

export async function updatePost(postId: string, input: UpdatePostInput): Promise<UpdateResult> {
  const [data, { UpdateResultSchema }] = await Promise.all([
    http.put(`updatePost/${encodeURIComponent(postId)}`, { json: input }).json(),
    schemas(),
  ])
  return UpdateResultSchema.parse(data)
}

export async function deletePost(postId: string): Promise<DeleteResult> {
  const [data, { DeleteResultSchema }] = await Promise.all([
    http.delete(`deletePost/${encodeURIComponent(postId)}`).json(),
    schemas(),
  ])
  return DeleteResultSchema.parse(data)
}

/** Likes the post (`liked`) or takes the like back; answers the post's likes after it. */
export async function setLike(postId: string, liked: boolean): Promise<LikeResult> {
  const path = `post/${encodeURIComponent(postId)}/like`
  const [data, { LikeResultSchema }] = await Promise.all([
    (liked ? http.put(path) : http.delete(path)).json(),
    import('../../../contract/profiles'),
  ])
  return LikeResultSchema.parse(data)
}

/** Saves the post to the reading list (`saved`) or takes it off; answers whether it is on it. */
export async function setBookmark(postId: string, saved: boolean): Promise<BookmarkResult> {
  const path = `post/${encodeURIComponent(postId)}/bookmark`
  const [data, { BookmarkResultSchema }] = await Promise.all([
    (saved ? http.put(path) : http.delete(path)).json(),
    import('../../../contract/bookmarks'),
  ])
  return BookmarkResultSchema.parse(data)
}

/** The signed-in reader's reading list, the last saved first. */
export async function getBookmarks(cursor: string | null, signal?: AbortSignal): Promise<PostPage> {
  const [response, { PostListSchema }] = await Promise.all([
    http.get('bookmarks', { searchParams: pageParams(cursor), signal }),
    schemas(),
  ])
  return {
    posts: PostListSchema.parse(await response.json()),
    nextCursor: nextCursorFromLink(response.headers.get('Link')),
  }
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
