import * as z from 'zod/mini'
import { HiddenReasonSchema } from './hidden'
import { IdSchema, IsoDateSchema, writtenText } from './common'

export const COMMENT_MAX = 5_000

export const CommentSchema = z.object({
  _id: IdSchema,
  comment: z.string(),
  /**
   * The commenter's email: only on the caller's own comments; public answers carry no email
   * address (docs/decisions/0024).
   */
  userEmail: z.optional(z.string()),
  /** The commenter's name as their profile has it now. */
  userName: z.string(),
  /** The commenter's photo URL, '' when they have none. */
  userPhotoURL: z.string(),
  /** The commenter's handle now, when they have one: what `@` names them by (issue 26). */
  userHandle: z.optional(z.string()),
  /** The commenter's account (uid); absent on a comment not yet claimed. */
  userId: z.optional(z.string()),
  /**
   * A reply from someone on another server (issue 29): their `name@server` and profile page
   * there. `userId` is then their actor's URI, and they have no page here.
   */
  remote: z.optional(z.object({ handle: z.string(), url: z.string() })),
  postId: IdSchema,
  time: IsoDateSchema,
  /** When its author last edited it (the client shows 'edited'); absent if never. */
  editedAt: z.optional(IsoDateSchema),
  /** The comment it answers, of the same post; null on a comment at the top (issue 26). */
  parentId: z.nullable(IdSchema),
  /**
   * 'blocked': written by someone the reader blocks; its text is left out and the client says
   * so (issue 26). Absent on everything the reader may read.
   */
  hiddenReason: z.optional(z.enum(['blocked'])),
  /**
   * Why it is hidden from everyone else (issue 26): only on the answers of those who still read
   * it — its writer, the moderators, and for 'author' the post's author.
   */
  hidden: z.optional(HiddenReasonSchema),
  /** How many comments answer this one directly. */
  replyCount: z.number().check(z.int(), z.minimum(0)),
})
export type Comment = z.infer<typeof CommentSchema>

export const CommentListSchema = z.array(CommentSchema)

/**
 * `POST /comment`. The spec's client also sends userEmail, userName and time: they are
 * accepted and dropped, because the server takes them from the token and its clock.
 *
 * `idempotencyKey` is made by the client once per comment it means to post. Sent again — a
 * retry after an answer that never arrived — it answers the comment already made instead of
 * adding it twice (the idea of the IETF's Idempotency-Key header, in the body so no CORS
 * preflight has to allow a new header).
 */
export const NewCommentInputSchema = z.object({
  comment: writtenText(
    COMMENT_MAX,
    'Comment is required',
    `Comment must be at most ${COMMENT_MAX} characters`,
  ),
  postId: z.string().check(z.minLength(1, 'postId is required')),
  /**
   * The comment this one answers: one of the same post, or the answer is 400 with a field error
   * on `parentId`. Absent or null: a comment at the top.
   */
  parentId: z.optional(z.nullable(z.string().check(z.maxLength(64)))),
  idempotencyKey: z.optional(
    z
      .string()
      .check(
        z.regex(/^[A-Za-z0-9_-]{16,64}$/, 'idempotencyKey must be 16 to 64 URL-safe characters'),
      ),
  ),
})
export type NewCommentInput = z.infer<typeof NewCommentInputSchema>

export const CommentIdParamsSchema = z.object({ commentId: z.string() })

/** `PUT /comment/:commentId`: the comment's new text; only its author may change it. */
export const EditCommentInputSchema = z.object({ comment: NewCommentInputSchema.shape.comment })
export type EditCommentInput = z.infer<typeof EditCommentInputSchema>
