import { Stack, Text, Title } from '@mantine/core'
import { createFileRoute } from '@tanstack/react-router'
import { PageLoader } from '../../components/page-loader'
import { SubscriptionList } from '../../features/subscriptions/components/subscription-list'
import { pageTitle } from '../../lib/page-title'
import { useT } from '../../lib/i18n/context'
import deskPages from '../../locales/en/desk-pages.messages.json'
import pageTitles from '../../locales/en/page-titles.messages.json'

// The signed-in person's subscriptions by email (those of their verified address). No loader:
// the list's query is read by the screen's own (lazy) chunk, which suspends into the pending
// loader, so the first bundle carries none of it (the budget of ADR 0018 has no room left).
export const Route = createFileRoute('/_auth/subscriptions')({
  head: pageTitle((t) => t('pageTitles.subscriptions')),
  pendingComponent: SubscriptionsPending,
  component: function SubscriptionsPage() {
    const { user } = Route.useRouteContext()
    const t = useT(deskPages)
    const title = useT(pageTitles)
    return (
      <Stack maw="46rem" mx="auto">
        <Title order={1}>{title('pageTitles.subscriptions')}</Title>
        <Text c="dimmed">{t('deskPages.subscriptionsIntro', { email: user.email })}</Text>
        <SubscriptionList />
      </Stack>
    )
  },
})

function SubscriptionsPending() {
  const t = useT(deskPages)
  return <PageLoader label={t('deskPages.loadingSubscriptions')} />
}
