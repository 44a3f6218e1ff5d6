import { LinkAnchor } from '../../components/link-anchor'
import { Badge, Group } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { notificationQueries } from '../../features/notifications/queries'
import classes from './shell.module.css'

/** The header's Notifications link; its badge counts the unread in the screen's own query. */
export function NotificationsLink({ email }: { email: string }) {
  const { data } = useQuery(notificationQueries.unreadCount(email))
  const count = data ?? 0
  return (
    <LinkAnchor to="/notifications" aria-label={`Notifications (${count})`}>
      <Group gap={6} wrap="nowrap" component="span">
        Notifications
        {/* Nothing unread, no badge (the link's name still says 0). */}
        {count > 0 ? (
          <Badge size="sm" variant="filled" component="span" className={classes.badge}>
            {count}
          </Badge>
        ) : null}
      </Group>
    </LinkAnchor>
  )
}
