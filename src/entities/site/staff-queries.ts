// The query keys of what only administrators read (docs/decisions/0074), under the site's root;
// apart from queries.ts, which every page's first load carries.
import { queryOptions } from '@tanstack/react-query'
import { siteQueries } from './queries'
import { getAudit, getInvitations, getStaff } from './staff-api'

export const staffQueries = {
  staff: () =>
    queryOptions({
      queryKey: [...siteQueries.all(), 'staff'] as const,
      queryFn: ({ signal }) => getStaff(signal),
    }),
  /** The invitations to the staff that still stand. */
  invitations: () =>
    queryOptions({
      queryKey: [...siteQueries.all(), 'invitations'] as const,
      queryFn: ({ signal }) => getInvitations(signal),
    }),
  audit: () =>
    queryOptions({
      queryKey: [...siteQueries.all(), 'audit'] as const,
      queryFn: ({ signal }) => getAudit(signal),
    }),
}
