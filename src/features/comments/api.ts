import {
  CommentListSchema,
  CommentSchema,
  type Comment,
  type NewCommentInput,
} from '../../../contract/comments'
import { nextCursorFromLink } from '../../../contract/common'
import { http } from '../../lib/http'

/** One keyset page of a post's comments, newest first. */
export interface CommentPage {
  comments: Comment[]
  nextCursor: string | null
}

export async function getComments(
  postId: string,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<CommentPage> {
  const response = await http.get(`comment/${encodeURIComponent(postId)}`, {
    searchParams: cursor ? { cursor } : undefined,
    signal,
  })
  return {
    comments: CommentListSchema.parse(await response.json()),
    nextCursor: nextCursorFromLink(response.headers.get('Link')),
  }
}

export async function createComment(input: NewCommentInput): Promise<Comment> {
  return CommentSchema.parse(await http.post('comment', { json: input }).json())
}
