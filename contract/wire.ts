// The contract's plain values: no schema, so no zod. The client's first load reads these (ids in
// paths, the next page's cursor, the live-event name) and fetches the schemas themselves with its
// first API answer (docs/decisions/0018). The schema modules re-export them.
import type { ClientConfig } from './client-config'

/** Server-made ids: URL-safe, so they can stand in a path without encoding. */
export const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/

/** The name of the server-sent event that says a user's notifications changed. */
export const NOTIFICATION_EVENT = 'notifications'

/** Reads the `cursor` of the `rel="next"` link out of a `Link` header, or null on the last page. */
export function nextCursorFromLink(link: string | null | undefined): string | null {
  if (!link) return null
  for (const part of link.split(',')) {
    const match = /<([^>]*)>\s*;\s*rel="?next"?/.exec(part)
    if (!match?.[1]) continue
    const url = new URL(match[1], 'http://quill.invalid')
    return url.searchParams.get('cursor')
  }
  return null
}

/** The id of the JSON block in index.html that carries `ClientConfig` (client-config.ts). */
export const CLIENT_CONFIG_ELEMENT_ID = 'quill-config'

/** The settings of `npm start` with nothing configured: what tests and msw handlers assume. */
export const EMBEDDED_DEFAULTS: ClientConfig = {
  firebase: { apiKey: 'demo-api-key', authDomain: 'localhost', projectId: 'demo-quill' },
  authEmulatorUrl: 'http://127.0.0.1:9099',
  imageHost: { url: '/api/images', key: 'quill' },
  publicUrl: 'http://localhost:3000',
}
