import { Stack, Text, Title } from '@mantine/core'
import { createFileRoute } from '@tanstack/react-router'
import { LinkAnchor } from '../components/link-anchor'
import { PageLoader } from '../components/page-loader'
import { NotificationList } from '../features/notifications/components/notification-list'
import { notificationQueries } from '../entities/notification/queries'
import { useSessionUser } from '../lib/auth/session'
import { pageTitle } from '../lib/page-title'
import { useT } from '../lib/i18n/context'
import { withElements } from '../lib/i18n/elements'
import readerLists from '../locales/en/reader-lists.messages.json'

export const Route = createFileRoute('/notifications')({
  loader: async ({ context: { queryClient, session } }) => {
    const current = await session.ready()
    if (current.status !== 'signed-in') return
    await queryClient.infiniteQuery({
      ...notificationQueries.list(current.user.email),
      staleTime: 'static',
    })
  },
  head: pageTitle((t) => t('nav.notifications')),
  pendingComponent: NotificationsPending,
  component: NotificationsPage,
})

function NotificationsPending() {
  const t = useT(readerLists)
  return <PageLoader label={t('readerLists.loadingNotifications')} />
}

function NotificationsPage() {
  const user = useSessionUser()
  const t = useT(readerLists)
  const shell = useT()
  return (
    <Stack>
      <Title order={1}>{shell('nav.notifications')}</Title>
      {user ? (
        <NotificationList email={user.email} />
      ) : (
        <Text>
          {withElements((m) => t('readerLists.notificationsLogIn', { link: m.link }), {
            link: (
              <LinkAnchor to="/login" search={{ redirect: '/notifications' }}>
                {t('readerLists.logIn')}
              </LinkAnchor>
            ),
          })}
        </Text>
      )}
    </Stack>
  )
}
