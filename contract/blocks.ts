import * as z from 'zod/mini'
import { IsoDateSchema } from './common'

/** `PUT|DELETE /api/blocks/:uid`: the person blocked or unblocked (issue 26 item 3). */
export const BlockParamsSchema = z.object({ uid: z.string().check(z.maxLength(128)) })

/** Whether the caller blocks them now. */
export const BlockResultSchema = z.object({ blocked: z.boolean() })
export type BlockResult = z.infer<typeof BlockResultSchema>

/** One person the caller blocks, as their profile has them now. */
export const BlockedPersonSchema = z.object({
  uid: z.string(),
  name: z.string(),
  photoURL: z.string(),
  handle: z.optional(z.string()),
  since: IsoDateSchema,
})
export type BlockedPerson = z.infer<typeof BlockedPersonSchema>

/** `GET /api/blocks`: the caller's own, the latest blocked first. */
export const BlockListSchema = z.array(BlockedPersonSchema)

/** What a blocked person is told, word for word, when they try to reach the one who blocked them. */
export const blockMessages = {
  comment: 'You cannot comment here: its author has blocked you',
  reply: 'You cannot reply to this person: they have blocked you',
  mention: 'You cannot mention someone who has blocked you',
  like: 'You cannot like this post: its author has blocked you',
  self: 'You cannot block yourself',
} as const
