import * as z from 'zod/mini'

/**
 * What the browser needs to know about this deployment, read at run time: the server writes it
 * into index.html as a JSON data block (`<script id="quill-config" type="application/json">`),
 * so one build of the client serves every environment (docs/decisions/0004).
 */
export const ClientConfigSchema = z.object({
  firebase: z.object({
    apiKey: z.string(),
    authDomain: z.string(),
    projectId: z.string(),
    appId: z.optional(z.string()),
  }),
  /** Set in emulator mode: the Auth emulator's URL, and the dev mailbox is offered. */
  authEmulatorUrl: z.nullable(z.string()),
  /** Where images are uploaded (imgbb-compatible), and the key sent as `?key=`. */
  imageHost: z.object({ url: z.string(), key: z.string() }),
  /** The public origin (PUBLIC_URL): canonical links and cards in each page's head. */
  publicUrl: z.string(),
})
export type ClientConfig = z.infer<typeof ClientConfigSchema>

export { CLIENT_CONFIG_ELEMENT_ID, EMBEDDED_DEFAULTS } from './wire'
