import { Stack, Text, Title } from '@mantine/core'
import { createFileRoute } from '@tanstack/react-router'
import { ReviewQueueScreen } from '../../features/review-queue/review-queue'
import { titleHead } from '../../lib/page-title'

// The editors' review queue (ADR 0074, addendum): no loader, as the moderators' screen has none,
// so the first load carries only the route's name; the screen's chunk shows its own loader.
export const Route = createFileRoute('/_auth/reviews')({
  head: ({ match }) => titleHead(match.context.site, 'Review queue'),
  component: function ReviewsPage() {
    const { user } = Route.useRouteContext()
    return (
      <Stack maw="46rem" mx="auto">
        <Title order={1}>Review queue</Title>
        <Text c="dimmed">
          Contributors’ drafts waiting for an editor: publish them, or send them back with a note.
        </Text>
        <ReviewQueueScreen uid={user.uid} />
      </Stack>
    )
  },
})
