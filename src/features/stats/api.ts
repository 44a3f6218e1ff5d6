// Issue 28: an author's statistics, fetched in the /stats screen's lazy chunk with their schema
// (never on the first load, ADR 0018), and their query factory.
import { queryOptions } from '@tanstack/react-query'
import type { Stats, StatsDays } from '../../../contract/stats'
import { http } from '../../lib/http'

export async function getStats(
  days: StatsDays,
  postId: string | undefined,
  signal?: AbortSignal,
): Promise<Stats> {
  const path = postId === undefined ? 'stats' : `stats/post/${encodeURIComponent(postId)}`
  const [data, { StatsSchema }] = await Promise.all([
    http.get(path, { searchParams: { days }, signal }).json(),
    import('../../../contract/stats'),
  ])
  return StatsSchema.parse(data)
}

export const statsQueries = {
  all: () => ['stats'] as const,
  /** All the author's posts (`postId` undefined), or one of them. */
  period: (days: StatsDays, postId?: string) =>
    queryOptions({
      queryKey: [...statsQueries.all(), postId ?? 'all', days] as const,
      queryFn: ({ signal }) => getStats(days, postId, signal),
      // Counts are written every few seconds: a screen opened again asks again.
      staleTime: 0,
    }),
}
