import { LinkAnchor } from '../../components/link-anchor'
import { Badge, Group } from '@mantine/core'
import { useInfiniteQuery } from '@tanstack/react-query'
import { notificationQueries, unreadText } from '../../entities/notification/queries'
import classes from './shell.module.css'
import { useT } from '../../lib/i18n/context'

/** The header's Notifications link; its badge counts the unread in the screen's own query. */
export function NotificationsLink({ email }: { email: string }) {
  const t = useT()
  const { data } = useInfiniteQuery(notificationQueries.unreadCount(email))
  const unread = data ?? { count: 0, more: false }
  const count = unread.count
  return (
    <LinkAnchor to="/notifications" aria-label={t('nav.notificationsUnread', { ...unread })}>
      <Group gap={6} wrap="nowrap" component="span">
        {t('nav.notifications')}
        {/* Nothing unread, no badge (the link's name still says 0). */}
        {count > 0 ? (
          <Badge size="sm" variant="filled" component="span" className={classes.badge}>
            {unreadText(unread)}
          </Badge>
        ) : null}
      </Group>
    </LinkAnchor>
  )
}
