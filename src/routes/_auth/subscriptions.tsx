import { Stack, Text, Title } from '@mantine/core'
import { createFileRoute } from '@tanstack/react-router'
import { PageLoader } from '../../components/page-loader'
import { SubscriptionList } from '../../features/subscriptions/components/subscription-list'
import { titleHead } from '../../lib/page-title'

// The signed-in person's subscriptions by email (those of their verified address). No loader:
// the list's query is read by the screen's own (lazy) chunk, which suspends into the pending
// loader, so the first bundle carries none of it (the budget of ADR 0018 has no room left).
export const Route = createFileRoute('/_auth/subscriptions')({
  head: ({ match }) => titleHead(match.context.site, 'Subscriptions'),
  pendingComponent: () => <PageLoader label="Loading your subscriptions" />,
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
