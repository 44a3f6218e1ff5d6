import { nextCursorFromLink } from '../../../contract/common'
import {
  DeleteResultSchema,
  InsertResultSchema,
  PostListSchema,
  PostSchema,
  UpdateResultSchema,
  UserPostListSchema,
  type DeleteResult,
  type InsertResult,
  type NewPostInput,
  type Post,
  type PostSummary,
  type UpdatePostInput,
  type UpdateResult,
} from '../../../contract/posts'
import { TagListSchema, type TagCount } from '../../../contract/tags'
import { http } from '../../lib/http'

/** One keyset page of a post list, newest first. */
export interface PostPage {
  posts: PostSummary[]
  nextCursor: string | null
}

function pageParams(cursor: string | null) {
  return cursor ? { cursor } : undefined
}

/** The feed of published posts, or with `tag` that tag's (normalised by the server). */
export async function getPosts(
  cursor: string | null,
  signal?: AbortSignal,
  tag?: string,
): Promise<PostPage> {
  const searchParams = { ...(tag === undefined ? {} : { tag }), ...pageParams(cursor) }
  const response = await http.get('posts', { searchParams, signal })
  return {
    posts: PostListSchema.parse(await response.json()),
    nextCursor: nextCursorFromLink(response.headers.get('Link')),
  }
}

/** The signed-in user's own posts; full bodies, so they read as summaries that are not cut. */
export async function getUserPosts(
  email: string,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<PostPage> {
  const response = await http.get('userPost', {
    searchParams: pageParams(cursor),
    headers: { email },
    signal,
  })
  const posts = UserPostListSchema.parse(await response.json())
  return {
    posts: posts.map((post) => ({ ...post, bodyTruncated: false })),
    nextCursor: nextCursorFromLink(response.headers.get('Link')),
  }
}

/** The tags in use on published posts, most used first. */
export async function getTags(signal?: AbortSignal): Promise<TagCount[]> {
  return TagListSchema.parse(await http.get('tags', { signal }).json())
}

export async function getPost(postId: string, signal?: AbortSignal): Promise<Post> {
  const data = await http.get(`post/${encodeURIComponent(postId)}`, { signal }).json()
  return PostSchema.parse(data)
}

export async function createPost(input: NewPostInput): Promise<InsertResult> {
  return InsertResultSchema.parse(await http.post('post', { json: input }).json())
}

export async function updatePost(postId: string, input: UpdatePostInput): Promise<UpdateResult> {
  const data = await http.put(`updatePost/${encodeURIComponent(postId)}`, { json: input }).json()
  return UpdateResultSchema.parse(data)
}

export async function deletePost(postId: string): Promise<DeleteResult> {
  const data = await http.delete(`deletePost/${encodeURIComponent(postId)}`).json()
  return DeleteResultSchema.parse(data)
}
