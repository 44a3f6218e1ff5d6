import { Stack, Text, Title } from '@mantine/core'
import { createFileRoute } from '@tanstack/react-router'
import { LinkAnchor } from '../components/link-anchor'
import { PageLoader } from '../components/page-loader'
import { NotificationList } from '../features/notifications/components/notification-list'
import { notificationQueries } from '../entities/notification/queries'
import { useSessionUser } from '../lib/auth/session'
import { titleHead } from '../lib/page-title'

export const Route = createFileRoute('/notifications')({
  loader: async ({ context: { queryClient, session } }) => {
    const current = await session.ready()
    if (current.status !== 'signed-in') return
    await queryClient.infiniteQuery({
      ...notificationQueries.list(current.user.email),
      staleTime: 'static',
    })
  },
  head: ({ match }) => titleHead(match.context.site, 'Notifications'),
  pendingComponent: () => <PageLoader label="Loading notifications" />,
  component: NotificationsPage,
})

function NotificationsPage() {
  const user = useSessionUser()
  return (
    <Stack>
      <Title order={1}>Notifications</Title>
      {user ? (
        <NotificationList email={user.email} />
      ) : (
        <Text>
          <LinkAnchor to="/login" search={{ redirect: '/notifications' }}>
            Log in
          </LinkAnchor>{' '}
          to see your notifications.
        </Text>
      )}
    </Stack>
  )
}
