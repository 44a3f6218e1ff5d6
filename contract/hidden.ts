import * as z from 'zod/mini'

/**
 * Why a post or comment is not shown to everyone (issue 26): a moderator hid it, the post's
 * author hid a comment on it, or its writer's account is suspended. Only its writer and the
 * moderators (and, for 'author', the post's author) read it, marked so.
 */
export const HiddenReasonSchema = z.enum(['moderator', 'author', 'suspended'])
export type HiddenReason = z.infer<typeof HiddenReasonSchema>
