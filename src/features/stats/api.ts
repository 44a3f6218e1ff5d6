// Issue 28: an author's statistics, fetched in the /stats screen's lazy chunk with their schema
// (never on the first load, ADR 0018); their query factory is queries.ts.
import type { Stats, StatsDays } from '../../../contract/stats'
import { http, parsed } from '../../lib/http'

export async function getStats(
  days: StatsDays,
  postId: string | undefined,
  signal?: AbortSignal,
): Promise<Stats> {
  const path = postId === undefined ? 'stats' : `stats/post/${encodeURIComponent(postId)}`
  return parsed(
    http.get(path, { searchParams: { days }, signal }),
    import('../../../contract/stats').then((m) => m.StatsSchema),
  )
}
