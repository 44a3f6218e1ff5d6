import * as z from 'zod/mini'
import { IdSchema, IsoDateSchema } from './common'

/**
 * `reply`: someone answered the reader's comment (issue 26); the post's author, if that is them,
 * is not also told of a `comment`. `mention`: a comment named them by `@handle`, once per comment.
 * `report`: a moderator handled what the reader reported (its `detail` says what was done).
 * `review`: to a moderator, a report waits (its `detail` is "post title: reason"); read once
 * the target has no open report left.
 * `submitted`: to an editor, a contributor's draft waits for review (read once it is published
 * or sent back); `returned`: to the contributor, an editor sent the draft back (`detail` is the
 * note); `published`: to the contributor, an editor published it; `scheduled`: to the
 * contributor, an editor scheduled it (`detail` is when it goes out, an ISO instant)
 * (contract/reviews.ts).
 */
export const NOTIFICATION_TYPES = [
  'comment',
  'reply',
  'mention',
  'like',
  'follow',
  'report',
  'review',
  'submitted',
  'returned',
  'published',
  'scheduled',
] as const
export const NotificationTypeSchema = z.enum(NOTIFICATION_TYPES)
export type NotificationType = z.infer<typeof NotificationTypeSchema>

export const NotificationSchema = z.object({
  _id: IdSchema,
  /** What happened: someone commented on, or liked, the reader's post, or followed them. */
  type: NotificationTypeSchema,
  /** "Grace commented on your post", with the name the actor's profile has now. */
  title: z.string(),
  detail: z.string(),
  /** The post it is about; absent on a `follow`, which is about a person (its `actorId`). */
  postId: z.optional(IdSchema),
  /** The post's title now ('' on a `follow`). */
  postTitle: z.string(),
  /** The comment it is about (a comment, reply, mention or report of one): the post's anchor. */
  commentId: z.optional(IdSchema),
  /** Who commented, liked or followed (their uid), and their name and photo now; absent on old rows. */
  actorId: z.optional(z.string()),
  /** The actor's handle now, when they have one: a `follow` links to `/@handle`. */
  actorHandle: z.optional(z.string()),
  actorName: z.optional(z.string()),
  actorPhotoURL: z.optional(z.string()),
  date: IsoDateSchema,
  /** Whether its reader has opened it (followed it to its post) or marked every one read. */
  read: z.boolean(),
})
export type Notification = z.infer<typeof NotificationSchema>

export const NotificationListSchema = z.array(NotificationSchema)

/** The SSE event name on `GET /api/notification-events` (wire.ts); its data is `NotificationEvent`. */
export { NOTIFICATION_EVENT } from './wire'
export const NotificationEventSchema = z.object({ type: z.literal('changed') })
export type NotificationEvent = z.infer<typeof NotificationEventSchema>

export const NotificationEmailParamsSchema = z.object({ email: z.string() })
export const NotificationIdParamsSchema = z.object({ notificationId: z.string() })

/**
 * `PUT /notification/:notificationId/read` (one, idempotent) and `PUT /notifications/read`
 * (every one of the caller's): how many were unread and are read now.
 */
export const MarkReadResultSchema = z.object({ modifiedCount: z.number().check(z.int()) })
export type MarkReadResult = z.infer<typeof MarkReadResultSchema>

/**
 * `GET /notification-events?token=<server token>`: an EventSource cannot send headers, so this
 * one call takes the server token in the query.
 */
export const NotificationEventsQuerySchema = z.object({ token: z.optional(z.string()) })
