// A post's history (issue 27): its fetchers (their query factory is queries.ts), in the history screen's lazy chunk,
// not on the first load (ADR 0018). The schemas come with them, as every fetcher's do.
import type { RestoreResult, Revision, RevisionSummary } from '../../../contract/revisions'
import { http, parsed } from '../../lib/http'

const schemas = () => import('../../../contract/revisions')
const base = (postId: string) => `post/${encodeURIComponent(postId)}/revisions`

export async function getRevisions(
  postId: string,
  signal?: AbortSignal,
): Promise<RevisionSummary[]> {
  return parsed(
    http.get(base(postId), { signal }),
    schemas().then((m) => m.RevisionListSchema),
  )
}

export async function getRevision(
  postId: string,
  revisionId: string,
  signal?: AbortSignal,
): Promise<Revision> {
  return parsed(
    http.get(`${base(postId)}/${encodeURIComponent(revisionId)}`, { signal }),
    schemas().then((m) => m.RevisionSchema),
  )
}

export async function restoreRevision(postId: string, revisionId: string): Promise<RestoreResult> {
  return parsed(
    http.post(`${base(postId)}/${encodeURIComponent(revisionId)}/restore`),
    schemas().then((m) => m.RestoreResultSchema),
  )
}
