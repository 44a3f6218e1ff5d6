// The moderation screen's and the moderator check's query keys (issue 26). Their fetchers come
// with the first use, not on the first load.
import { queryOptions } from '@tanstack/react-query'

export const MODERATION_QUERY_ROOT = ['moderation'] as const

export const moderationQueries = {
  all: () => MODERATION_QUERY_ROOT,
  /** Whether the signed-in person moderates; keyed by uid, so another sign-in asks again. */
  me: (uid: string) =>
    queryOptions({
      queryKey: [...MODERATION_QUERY_ROOT, 'me', uid] as const,
      queryFn: ({ signal }) => import('./api').then((m) => m.getModerationMe(signal)),
      staleTime: 5 * 60_000,
    }),
  reports: () =>
    queryOptions({
      queryKey: [...MODERATION_QUERY_ROOT, 'reports'] as const,
      queryFn: ({ signal }) => import('./api').then((m) => m.getOpenReports(signal)),
    }),
}
