import { z } from 'zod'
import { IdSchema, IsoDateSchema } from './common'

export const COMMENT_MAX = 5_000

export const CommentSchema = z.object({
  _id: IdSchema,
  comment: z.string(),
  userEmail: z.string(),
  userName: z.string(),
  postId: IdSchema,
  time: IsoDateSchema,
})
export type Comment = z.infer<typeof CommentSchema>

export const CommentListSchema = z.array(CommentSchema)

/**
 * `POST /comment`. The spec's client also sends userEmail, userName and time: they are
 * accepted and dropped, because the server takes them from the token and its clock.
 */
export const NewCommentInputSchema = z.object({
  comment: z
    .string()
    .trim()
    .min(1, 'Comment is required')
    .max(COMMENT_MAX, `Comment must be at most ${COMMENT_MAX} characters`),
  postId: z.string().min(1, 'postId is required'),
})
export type NewCommentInput = z.infer<typeof NewCommentInputSchema>
