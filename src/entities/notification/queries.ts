// The one place that names the notifications' query keys. The header badge and the
// notifications screen read the same query, so they always agree.
import { type InfiniteData, infiniteQueryOptions } from '@tanstack/react-query'
import { type NotificationPage, getNotifications } from './api'

/** What the badge says: how many of the loaded notifications are unread, and whether more may be. */
export interface UnreadCount {
  count: number
  /** Every loaded notification is unread and older pages exist: the count is "at least". */
  more: boolean
}

export function countUnread(data: InfiniteData<NotificationPage, unknown>): UnreadCount {
  const loaded = data.pages.flatMap((page) => page.notifications)
  const count = loaded.filter((n) => !n.read).length
  const last = data.pages.at(-1)
  return { count, more: count > 0 && count === loaded.length && !!last?.nextCursor }
}

/** The badge's words for a count: "20+" when older pages may hold more unread. */
export const unreadText = ({ count, more }: UnreadCount) => `${count}${more ? '+' : ''}`

export const notificationQueries = {
  all: () => ['notifications'] as const,
  list: (email: string) =>
    infiniteQueryOptions({
      queryKey: [...notificationQueries.all(), 'list', email] as const,
      queryFn: ({ pageParam, signal }) => getNotifications(email, pageParam, signal),
      initialPageParam: null as string | null,
      getNextPageParam: (lastPage) => lastPage.nextCursor,
      // Someone may have commented while the reader was in another tab.
      refetchOnWindowFocus: 'always',
    }),
  /** The badge's number: the same query, selected down to how many are unread. */
  unreadCount: (email: string) =>
    infiniteQueryOptions({ ...notificationQueries.list(email), select: countUnread }),
}
