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
import { http, parsed } from '../../lib/http'

const schemas = () => import('../../../contract/posts')

export async function createPost(input: NewPostInput): Promise<InsertResult> {
  return parsed(
    http.post('post', { json: input }),
    schemas().then((m) => m.InsertResultSchema),
  )
}

export async function updatePost(postId: string, input: UpdatePostInput): Promise<UpdateResult> {
  return parsed(
    http.put(`updatePost/${encodeURIComponent(postId)}`, { json: input }),
    schemas().then((m) => m.UpdateResultSchema),
  )
}

export async function deletePost(postId: string): Promise<DeleteResult> {
  return parsed(
    http.delete(`deletePost/${encodeURIComponent(postId)}`),
    schemas().then((m) => m.DeleteResultSchema),
  )
}

/** Likes the post (`liked`) or takes the like back; answers the post's likes after it. */
export async function setLike(postId: string, liked: boolean): Promise<LikeResult> {
  const path = `post/${encodeURIComponent(postId)}/like`
  return parsed(
    liked ? http.put(path) : http.delete(path),
    import('../../../contract/profiles').then((m) => m.LikeResultSchema),
  )
}

/** Saves the post to the reading list (`saved`) or takes it off; answers whether it is on it. */
export async function setBookmark(postId: string, saved: boolean): Promise<BookmarkResult> {
  const path = `post/${encodeURIComponent(postId)}/bookmark`
  return parsed(
    saved ? http.put(path) : http.delete(path),
    import('../../../contract/bookmarks').then((m) => m.BookmarkResultSchema),
  )
}
