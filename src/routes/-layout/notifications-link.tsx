import { LinkAnchor } from '../../components/link-anchor'
import { Badge, Group } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { notificationQueries } from '../../features/notifications/queries'

/** The header's Notifications link; its badge counts the unread in the screen's own query. */
export function NotificationsLink({ email }: { email: string }) {
  const { data } = useQuery(notificationQueries.unreadCount(email))
  const count = data ?? 0
  return (
    <LinkAnchor to="/notifications" aria-label={`Notifications (${count})`}>
      <Group gap={6} wrap="nowrap" component="span">
        Notifications
        <Badge size="sm" variant={count > 0 ? 'filled' : 'light'} component="span">
          {count}
        </Badge>
      </Group>
    </LinkAnchor>
  )
}
