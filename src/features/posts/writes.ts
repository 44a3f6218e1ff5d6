// The writes of posts: not on the first load (ADR 0018). The screens that write posts are lazy
// chunks and import it; a card's heart and bookmark fetch it with their first tap, beside the
// call (their change shows at once, from the cache).
import type { BookmarkResult } from '../../../contract/bookmarks'
import type {
  DeleteResult,
  InsertResult,
  NewPostInput,
  UpdatePostInput,
  UpdateResult,
} from '../../../contract/posts'
import type { LikeResult } from '../../../contract/profiles'
import { http } from '../../lib/http'

const schemas = () => import('../../../contract/posts')

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
