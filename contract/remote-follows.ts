// Issue 29 item 4 (ADR 0050): following people on other servers by their handle.
import * as z from 'zod/mini'
import { COMMENT_MAX } from './comments'
import { IdSchema, writtenText } from './common'

/** `name@server` or `@name@server`; the server may carry a port. */
export const REMOTE_HANDLE_PATTERN =
  /^@?([^@\s/?#]{1,100})@([a-z0-9-]+(?:\.[a-z0-9-]+)*(?::\d{1,5})?)$/i

export const remoteFollowMessages = {
  badHandle: 'Write the handle as @name@server, e.g. @ada@mastodon.social',
  local: 'That is someone on this server: follow them from their page',
  notFound: 'No account was found at that address',
  notAccount: 'That address is not an account one can follow',
  blocked: 'This server does not talk to that one',
  notPublic: 'That server is not on the public internet',
  unreachable: 'That server could not be reached; try again later',
  needHandle: 'Choose a handle in your profile first: people on other servers see you by it',
} as const

/** `POST /remote-follows`. */
export const FollowRemoteInputSchema = z.object({
  handle: z
    .string()
    .check(
      z.trim(),
      z.maxLength(200, remoteFollowMessages.badHandle),
      z.regex(REMOTE_HANDLE_PATTERN, remoteFollowMessages.badHandle),
    ),
})
export type FollowRemoteInput = z.infer<typeof FollowRemoteInputSchema>

export const RemoteFollowStateSchema = z.enum(['pending', 'accepted'])

/** Someone on another server the caller follows. */
export const RemoteFollowSchema = z.object({
  id: IdSchema,
  /** Their ActivityPub actor id. */
  actorId: z.string(),
  /** `name@server`, without the leading @. */
  handle: z.string(),
  name: z.string(),
  /** Their photo's URL, '' when they have none. */
  icon: z.string(),
  /** Their profile page. */
  url: z.string(),
  /** 'pending' until their server accepts the follow. */
  state: RemoteFollowStateSchema,
})
export type RemoteFollow = z.infer<typeof RemoteFollowSchema>

export const RemoteFollowListSchema = z.array(RemoteFollowSchema)

export const RemoteFollowParamsSchema = z.object({ id: z.string() })

/** `DELETE /remote-follows/:id`. */
export const UnfollowRemoteResultSchema = z.object({ deletedCount: z.number().check(z.int()) })

/** `PUT|DELETE /remote-posts/:id/like`: a like sent to (or taken back from) its server. */
export const RemoteLikeResultSchema = z.object({ likedByMe: z.boolean() })
export type RemoteLikeResult = z.infer<typeof RemoteLikeResultSchema>

export const remoteReplyMessages = {
  empty: 'Write something to reply',
  tooLong: `A reply must be at most ${COMMENT_MAX} characters`,
} as const

/** `POST /remote-posts/:id/replies`: a reply sent to the post's server, kept there. */
export const RemoteReplyInputSchema = z.object({
  comment: writtenText(COMMENT_MAX, remoteReplyMessages.empty, remoteReplyMessages.tooLong),
})
export type RemoteReplyInput = z.infer<typeof RemoteReplyInputSchema>

export const RemoteReplyResultSchema = z.object({
  /** The reply's ActivityPub id; it lives on the post's server from now on. */
  id: z.string(),
})
