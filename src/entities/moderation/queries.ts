// The moderation screen's and the moderator check's query keys (issue 26); with their fetchers,
// in the moderation chunk (src/features/moderation/moderation.tsx), never on the first load.
import { queryOptions } from '@tanstack/react-query'
import { getModerationMe, getOpenReports, getSuspensions } from './api'

export const moderationQueries = {
  all: () => ['moderation'] as const,
  /** Whether the signed-in person moderates; keyed by uid, so another sign-in asks again. */
  me: (uid: string) =>
    queryOptions({
      queryKey: [...moderationQueries.all(), 'me', uid] as const,
      queryFn: ({ signal }) => getModerationMe(signal),
      staleTime: 5 * 60_000,
    }),
  reports: () =>
    queryOptions({
      queryKey: [...moderationQueries.all(), 'reports'] as const,
      queryFn: ({ signal }) => getOpenReports(signal),
    }),
  /** The suspended accounts, for Lift. */
  suspensions: () =>
    queryOptions({
      queryKey: [...moderationQueries.all(), 'suspensions'] as const,
      queryFn: ({ signal }) => getSuspensions(signal),
    }),
}
