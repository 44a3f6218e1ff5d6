import { Stack, Text, Title } from '@mantine/core'
import { createFileRoute } from '@tanstack/react-router'
import { PageLoader } from '../../components/page-loader'
import { RouteError } from '../../components/route-error'
import { ModerationScreen } from '../../features/moderation/components/moderation-screen'
import { titleHead } from '../../lib/page-title'

// The moderators' screen (issue 26): the open reports, each with Hide, Suspend and Dismiss. No
// loader: its queries are read by the screen's own (lazy) chunk, as the subscriptions screen's.
// Anyone else signed in is told plainly that it is not theirs (the API answers them 403).
export const Route = createFileRoute('/_auth/moderation')({
  head: () => titleHead('Moderation'),
  pendingComponent: () => <PageLoader label="Loading the reports" />,
  errorComponent: RouteError,
  component: function ModerationPage() {
    const { user } = Route.useRouteContext()
    return (
      <Stack maw="46rem" mx="auto">
        <Title order={1}>Moderation</Title>
        <Text c="dimmed">Open reports, the longest waiting first.</Text>
        <ModerationScreen user={user} />
      </Stack>
    )
  },
})
