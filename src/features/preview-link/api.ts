// Preview links' fetchers for the editor (ADR 0079; their query factory is queries.ts), in its
// lazy chunk, with their schemas (ADR 0018). The preview page's own are in page/.
import type { PreviewLink, PreviewLinkState, RevokeResult } from '../../../contract/preview-links'
import { http, parsed } from '../../lib/http'

const schemas = () => import('../../../contract/preview-links')
const linkOf = (postId: string) => `post/${encodeURIComponent(postId)}/preview-link`

export async function getPreviewLink(
  postId: string,
  signal?: AbortSignal,
): Promise<PreviewLinkState> {
  return parsed(
    http.get(linkOf(postId), { signal }),
    schemas().then((m) => m.PreviewLinkStateSchema),
  )
}

export async function sharePreviewLink(postId: string): Promise<PreviewLink> {
  return parsed(
    http.put(linkOf(postId)),
    schemas().then((m) => m.PreviewLinkSchema),
  )
}

export async function stopPreviewLink(postId: string): Promise<RevokeResult> {
  return parsed(
    http.delete(linkOf(postId)),
    schemas().then((m) => m.RevokeResultSchema),
  )
}
