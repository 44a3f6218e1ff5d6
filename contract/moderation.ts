import * as z from 'zod/mini'
import { IdSchema, IsoDateSchema, writtenText } from './common'
import { HiddenReasonSchema } from './hidden'

/** Issue 26 items 4–6: reports, moderators, an author's corner and the spam brakes. */

export { HiddenReasonSchema, type HiddenReason } from './hidden'

export const REPORT_REASON_MAX = 500
export const ReportTargetTypeSchema = z.enum(['post', 'comment'])
export type ReportTargetType = z.infer<typeof ReportTargetTypeSchema>

/** `POST /api/reports`. */
export const NewReportInputSchema = z.object({
  targetType: ReportTargetTypeSchema,
  targetId: IdSchema,
  reason: writtenText(
    REPORT_REASON_MAX,
    'Say why you report this',
    `A reason is at most ${REPORT_REASON_MAX} characters`,
  ),
})
export type NewReportInput = z.infer<typeof NewReportInputSchema>

export const ReportSchema = z.object({
  _id: IdSchema,
  targetType: ReportTargetTypeSchema,
  targetId: IdSchema,
  reason: z.string(),
  state: z.enum(['open', 'handled']),
  date: IsoDateSchema,
})
export type Report = z.infer<typeof ReportSchema>

/** What a moderator reads of a report: who reported, and the target as it is now. */
export const ModerationReportSchema = z.extend(ReportSchema, {
  reporterId: z.string(),
  reporterName: z.string(),
  target: z.object({
    /** The post itself, or the post the comment is on. */
    postId: IdSchema,
    postTitle: z.string(),
    /** The comment's text, or the post's first words. */
    text: z.string(),
    authorId: z.nullable(z.string()),
    authorName: z.string(),
    /** Absent while shown to everyone. */
    hidden: z.optional(HiddenReasonSchema),
    /** Whether its writer's account is suspended now. */
    authorSuspended: z.boolean(),
  }),
})
export type ModerationReport = z.infer<typeof ModerationReportSchema>
export const ModerationReportListSchema = z.array(ModerationReportSchema)

/** `PUT /api/moderation/{posts|comments}/:id/hidden` `{ hidden }` (a moderator, or an author). */
export const HiddenInputSchema = z.object({ hidden: z.boolean() })
/** Whether it is hidden now, and why (`reason`, absent when shown). */
export const HiddenResultSchema = z.object({
  hidden: z.boolean(),
  reason: z.optional(HiddenReasonSchema),
})
export type HiddenResult = z.infer<typeof HiddenResultSchema>
export const ModerationTargetParamsSchema = z.object({ id: IdSchema })

/** The longest reason a moderator gives for a suspension. */
export const SUSPENSION_REASON_MAX = 500
/** The most suspended accounts `GET /api/moderation/suspensions` lists. */
export const SUSPENSIONS_LISTED_MAX = 200

/**
 * `PUT /api/moderation/accounts/:uid/suspended` `{ suspended, reason? }`: the reason is what the
 * moderators' list of suspended accounts shows (the screen asks for it).
 */
export const SuspendParamsSchema = z.object({ uid: z.string().check(z.maxLength(128)) })
export const SuspendInputSchema = z.object({
  suspended: z.boolean(),
  reason: z.optional(
    z.string().check(z.trim(), z.minLength(1), z.maxLength(SUSPENSION_REASON_MAX)),
  ),
})
export const SuspendResultSchema = z.object({ suspended: z.boolean() })
export type SuspendResult = z.infer<typeof SuspendResultSchema>

/** One suspended account, for the moderators (`GET /api/moderation/suspensions`). */
export const SuspensionSchema = z.object({
  uid: z.string(),
  name: z.string(),
  handle: z.optional(z.string()),
  reason: z.optional(z.string()),
  /** The moderator who suspended it, by name. */
  suspendedBy: z.string(),
  date: IsoDateSchema,
})
export type Suspension = z.infer<typeof SuspensionSchema>
export const SuspensionListSchema = z.array(SuspensionSchema)

/** `PUT /api/reports/:id/handled` `{ outcome }`: a report closed without hiding anything. */
export const ReportIdParamsSchema = z.object({ id: IdSchema })

/** `PUT /api/post/:id/comments-enabled` `{ enabled }` (its author only). */
export const CommentsEnabledInputSchema = z.object({ enabled: z.boolean() })
export const CommentsEnabledResultSchema = z.object({ enabled: z.boolean() })

/**
 * The spam brakes (issue 26 item 6): an account younger than `NEW_ACCOUNT_MS` may put at most
 * `NEW_ACCOUNT_LINKS_MAX` links in one comment; nobody sends the same text twice within
 * `REPEAT_WINDOW_MS`.
 */
export const NEW_ACCOUNT_MS = 24 * 60 * 60 * 1000
export const NEW_ACCOUNT_LINKS_MAX = 2
export const REPEAT_WINDOW_MS = 60 * 1000

/** Links in a comment's text: every http(s) address or `www.` host, as a reader would click. */
export function countLinks(text: string): number {
  return text.match(/\bhttps?:\/\/\S|\bwww\.[a-z0-9-]+\.\S/gi)?.length ?? 0
}

/** What people are told, word for word. */
export const moderationMessages = {
  suspended: 'Your account is suspended: you cannot write for now',
  moderatorsOnly: 'Only moderators may do this',
  alreadyReported: 'You have already reported this; a moderator will look at it',
  ownContent: 'You cannot report what you wrote',
  reported: 'Reported: a moderator will look at it',
  commentsClosed: 'Comments are closed',
  tooManyLinks: `A new account may put at most ${NEW_ACCOUNT_LINKS_MAX} links in a comment`,
  repeated: 'You sent this same comment a moment ago',
  onlyPostAuthor: "Only a moderator or the post's author may hide this comment",
  selfSuspend: 'You cannot suspend yourself',
} as const

/** `GET /api/moderation/me`: what the signed-in person may do here. */
export const ModerationMeSchema = z.object({ moderator: z.boolean(), suspended: z.boolean() })
export type ModerationMe = z.infer<typeof ModerationMeSchema>
