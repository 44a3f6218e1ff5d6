// The writes of comments: not on the first load (ADR 0018), which reads a post's comments
// (api.ts) but writes none; the post page's lazy chunk imports it.
import type { Comment, NewCommentInput } from '../../../contract/comments'
import { http, parsed } from '../../lib/http'

const schemas = () => import('../../../contract/comments')

export async function createComment(input: NewCommentInput): Promise<Comment> {
  return parsed(
    http.post('comment', { json: input }),
    schemas().then((m) => m.CommentSchema),
  )
}

export async function editComment(commentId: string, comment: string): Promise<Comment> {
  return parsed(
    http.put(`comment/${encodeURIComponent(commentId)}`, { json: { comment } }),
    schemas().then((m) => m.CommentSchema),
  )
}

export async function deleteComment(commentId: string): Promise<void> {
  await http.delete(`comment/${encodeURIComponent(commentId)}`)
}
