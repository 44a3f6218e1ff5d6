import { Stack, Text, Title } from '@mantine/core'
import { createFileRoute } from '@tanstack/react-router'
import { ModerationScreen } from '../../features/moderation/moderation'
import { pageTitle } from '../../lib/page-title'
import { useT } from '../../lib/i18n/context'
import deskPages from '../../locales/en/desk-pages.messages.json'
import pageTitles from '../../locales/en/page-titles.messages.json'

// The moderators' screen (issue 26): the open reports, each with Hide, Suspend and Dismiss. No
// loader, and the router's own pending and error screens: its queries are read by the screen's
// lazy chunk, which shows its own loader, so the first load carries only the route's name (the
// budget of ADR 0018 has no room). Anyone else is told plainly that it is not theirs (403).
export const Route = createFileRoute('/_auth/moderation')({
  head: pageTitle((t) => t('pageTitles.moderation')),
  component: function ModerationPage() {
    const { user } = Route.useRouteContext()
    const t = useT(deskPages)
    const title = useT(pageTitles)
    return (
      <Stack maw="46rem" mx="auto">
        <Title order={1}>{title('pageTitles.moderation')}</Title>
        <Text c="dimmed">{t('deskPages.moderationIntro')}</Text>
        <ModerationScreen user={user} />
      </Stack>
    )
  },
})
