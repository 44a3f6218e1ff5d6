// The preview page's fetcher (ADR 0079; its query factory is queries.ts beside it), apart from the
// editor's (../api.ts): the page is a reading route of its own (contract/server-render.ts), and a
// module both imported would move to reading-shared, which every other lazy screen loads.
import type { PreviewedPost } from '../../../../contract/preview-links'
import { NO_SESSION_AUTH, http, parsed } from '../../../lib/http'

/** The post a link opens, asked as nobody: a preview shows what any reader of the link sees. */
export async function readPreview(token: string, signal?: AbortSignal): Promise<PreviewedPost> {
  return parsed(
    http.get(`preview-links/${encodeURIComponent(token)}`, { signal, ...NO_SESSION_AUTH }),
    import('../../../../contract/preview-links').then((m) => m.PreviewedPostSchema),
  )
}
