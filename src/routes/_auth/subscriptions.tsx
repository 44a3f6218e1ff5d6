import { Stack, Text, Title } from '@mantine/core'
import { createFileRoute } from '@tanstack/react-router'
import { PageLoader } from '../../components/page-loader'
import { RouteError } from '../../components/route-error'
import { SubscriptionList } from '../../features/subscriptions/components/subscription-list'
import { subscriptionQueries } from '../../features/subscriptions/queries'
import { titleHead } from '../../lib/page-title'

// The signed-in person's subscriptions by email (those of their verified address).
export const Route = createFileRoute('/_auth/subscriptions')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(subscriptionQueries.list()),
  head: () => titleHead('Subscriptions'),
  pendingComponent: () => <PageLoader label="Loading your subscriptions" />,
  errorComponent: RouteError,
  component: function SubscriptionsPage() {
    const { user } = Route.useRouteContext()
    return (
      <Stack maw="46rem" mx="auto">
        <Title order={1}>Subscriptions</Title>
        <Text c="dimmed">Posts that come to {user.email} by email.</Text>
        <SubscriptionList />
      </Stack>
    )
  },
})
