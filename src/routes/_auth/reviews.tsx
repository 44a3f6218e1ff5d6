import { Stack, Text, Title } from '@mantine/core'
import { createFileRoute } from '@tanstack/react-router'
import { ReviewQueueScreen } from '../../features/review-queue/review-queue'
import { pageTitle } from '../../lib/page-title'
import { useT } from '../../lib/i18n/context'
import deskPages from '../../locales/en/desk-pages.messages.json'
import pageTitles from '../../locales/en/page-titles.messages.json'

// The editors' review queue (ADR 0074, addendum): no loader, as the moderators' screen has none,
// so the first load carries only the route's name; the screen's chunk shows its own loader.
export const Route = createFileRoute('/_auth/reviews')({
  head: pageTitle((t) => t('pageTitles.reviewQueue')),
  component: function ReviewsPage() {
    const { user } = Route.useRouteContext()
    const t = useT(deskPages)
    const title = useT(pageTitles)
    return (
      <Stack maw="46rem" mx="auto">
        <Title order={1}>{title('pageTitles.reviewQueue')}</Title>
        <Text c="dimmed">{t('deskPages.reviewIntro')}</Text>
        <ReviewQueueScreen uid={user.uid} />
      </Stack>
    )
  },
})
