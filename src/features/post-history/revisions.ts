// A post's history (issue 27): its fetchers (their query factory is queries.ts), in the history screen's lazy chunk,
// not on the first load (ADR 0018). The schemas come with them, as every fetcher's do.
import type { RestoreResult, Revision, RevisionSummary } from '../../../contract/revisions'
import { http } from '../../lib/http'

const schemas = () => import('../../../contract/revisions')
const base = (postId: string) => `post/${encodeURIComponent(postId)}/revisions`

export async function getRevisions(
  postId: string,
  signal?: AbortSignal,
): Promise<RevisionSummary[]> {
  const [data, { RevisionListSchema }] = await Promise.all([
    http.get(base(postId), { signal }).json(),
    schemas(),
  ])
  return RevisionListSchema.parse(data)
}

export async function getRevision(
  postId: string,
  revisionId: string,
  signal?: AbortSignal,
): Promise<Revision> {
  const [data, { RevisionSchema }] = await Promise.all([
    http.get(`${base(postId)}/${encodeURIComponent(revisionId)}`, { signal }).json(),
    schemas(),
  ])
  return RevisionSchema.parse(data)
}

export async function restoreRevision(postId: string, revisionId: string): Promise<RestoreResult> {
  const [data, { RestoreResultSchema }] = await Promise.all([
    http.post(`${base(postId)}/${encodeURIComponent(revisionId)}/restore`).json(),
    schemas(),
  ])
  return RestoreResultSchema.parse(data)
}
