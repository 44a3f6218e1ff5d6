import { Button, Card, Group, Stack, Text, Title } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { LinkButton } from '../../../components/link-button'
import { formatDate } from '../../../lib/dates'
import { notificationQueries } from '../queries'
import { useDeleteNotification } from '../use-delete-notification'

/** The signed-in user's notifications: the same query the header badge counts. */
export function NotificationList({ email }: { email: string }) {
  const { data: notifications } = useSuspenseQuery(notificationQueries.list(email))
  const remove = useDeleteNotification(email)
  if (notifications.length === 0) return <Text>You have no notifications.</Text>
  return (
    <Stack component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {notifications.map((notification) => {
        const titleId = `notification-${notification._id}`
        return (
          <Card
            key={notification._id}
            component="li"
            withBorder
            padding="md"
            aria-labelledby={titleId}
          >
            <Title order={2} size="h4" id={titleId}>
              {notification.title}
            </Title>
            <Text size="xs" c="dimmed">
              <time dateTime={notification.date}>{formatDate(notification.date)}</time>
            </Text>
            <Text mt="xs">{notification.detail}</Text>
            <Group mt="sm">
              <LinkButton
                to="/post/$postId"
                params={{ postId: notification.postId }}
                variant="light"
                aria-describedby={titleId}
              >
                Open post
              </LinkButton>
              <Button
                variant="subtle"
                color="red"
                aria-describedby={titleId}
                onClick={() => remove.mutate(notification._id)}
              >
                Delete
              </Button>
            </Group>
          </Card>
        )
      })}
    </Stack>
  )
}
