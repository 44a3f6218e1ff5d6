import { Button, Group, Stack, Text } from '@mantine/core'
import { useSuspenseInfiniteQuery } from '@tanstack/react-query'
import { LoadMore } from '../../../components/load-more'
import { notificationQueries } from '../../../entities/notification/queries'
import { useDeleteNotification } from '../use-delete-notification'
import { useMarkAllNotificationsRead, useMarkNotificationRead } from '../use-mark-read'
import { NotificationCard } from './notification-card'
import { useT } from '../../../lib/i18n/context'
import notificationsArea from '../../../locales/en/notifications.messages.json'

/**
 * The signed-in user's notifications: the same query the header badge counts, older pages as
 * the reader scrolls on.
 */
export function NotificationList({ email }: { email: string }) {
  const t = useT(notificationsArea)
  const list = useSuspenseInfiniteQuery(notificationQueries.list(email))
  const { data, hasNextPage } = list
  const notifications = data.pages.flatMap((page) => page.notifications)
  const remove = useDeleteNotification(email)
  const markRead = useMarkNotificationRead(email)
  const markAllRead = useMarkAllNotificationsRead(email)
  if (notifications.length === 0) return <Text>{t('notifications.none')}</Text>
  const unread = notifications.filter((n) => !n.read).length
  const more = hasNextPage && unread === notifications.length
  return (
    <Stack>
      <Group justify="space-between" gap="xs">
        <Text role="status" c="dimmed" size="sm">
          {unread > 0
            ? t('notifications.unreadCount', { count: unread, more: String(more) })
            : t('notifications.allRead')}
        </Text>
        {/* aria-disabled, not disabled: the button keeps focus after it has done its work. */}
        <Button
          variant="default"
          size="sm"
          aria-disabled={unread === 0}
          data-disabled={unread === 0 || undefined}
          onClick={() => {
            if (unread > 0) markAllRead.mutate()
          }}
        >
          {t('notifications.markAllRead')}
        </Button>
      </Group>
      <Stack component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {notifications.map((notification) => (
          <NotificationCard
            key={notification._id}
            notification={notification}
            onOpen={() => markRead.mutate(notification._id)}
            onDelete={() => remove.mutate(notification._id)}
          />
        ))}
      </Stack>
      <LoadMore list={list} label={t('notifications.older')} />
    </Stack>
  )
}
