// `POST /preview`: the editor's Preview, rendered by the server's own renderer
// (markdown/render.ts), so it is the post page to the byte and no parser ships to the client.
import * as z from 'zod/mini'
import { POST_BODY_MAX } from './posts'

export const PreviewInputSchema = z.object({
  postBody: z
    .string()
    .check(z.maxLength(POST_BODY_MAX, `Post text must be at most ${POST_BODY_MAX} characters`)),
})
export type PreviewInput = z.infer<typeof PreviewInputSchema>

/** The body as the post page would draw it, and its reading time. */
export const PreviewSchema = z.object({
  bodyHtml: z.string(),
  readingMinutes: z.number().check(z.int(), z.minimum(1)),
})
export type Preview = z.infer<typeof PreviewSchema>
