// Preview links (ADR 0079): a secret, revocable address at which anyone, signed out, reads a
// draft or a scheduled post as its page will look. The post's author or an editor makes one
// (`PUT /post/:postId/preview-link`), reads whether there is one, and revokes it; the reader
// opens `/preview/<token>`, whose page reads `GET /preview-links/:token`.
import * as z from 'zod/mini'
import { PostSchema } from './posts'

/**
 * A token: 43 URL-safe characters, an HMAC-SHA256 (256 bits) that nobody without the server's
 * secret can make; anything else is not a token, and answered as a link that does not exist.
 */
export const PREVIEW_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/

/** Where a preview is read: a path of this site, the same one the editor copies. */
export const previewPath = (token: string) => `/preview/${token}`

export const PreviewLinkSchema = z.object({
  token: z.string().check(z.regex(PREVIEW_TOKEN_PATTERN)),
  /** `/preview/<token>`: the client makes it absolute with its own origin. */
  path: z.string(),
  /** When it was made (ISO-8601 UTC). */
  createdAt: z.string(),
})
export type PreviewLink = z.infer<typeof PreviewLinkSchema>

/** A post's link as its writers see it: the live one, or null when none is shared. */
export const PreviewLinkStateSchema = z.object({ link: z.nullable(PreviewLinkSchema) })
export type PreviewLinkState = z.infer<typeof PreviewLinkStateSchema>

export const PreviewTokenParamsSchema = z.object({ token: z.string() })

/** What a preview reader is answered: the post as its page draws it, and that it is a preview. */
export const PreviewedPostSchema = z.object({ post: PostSchema, preview: z.literal(true) })
export type PreviewedPost = z.infer<typeof PreviewedPostSchema>

export const RevokeResultSchema = z.object({ deletedCount: z.number().check(z.int()) })
export type RevokeResult = z.infer<typeof RevokeResultSchema>

/** The refusals the routes word (server/preview-links/routes.ts). */
export const previewLinkMessages = {
  published: 'A published post needs no preview link: its page is public',
  notFound: 'This preview link does not exist, or was stopped',
} as const
