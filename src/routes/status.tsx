import { Stack, Text, Title } from '@mantine/core'
import { createFileRoute } from '@tanstack/react-router'
import { PageLoader } from '../components/page-loader'
import { ServiceStatus } from '../features/status/components/service-status'
import { sitePageMeta } from '../../contract/head/page-meta'
import { routeHead } from '../lib/route-head'
import { useT } from '../lib/i18n/context'
import { withElements } from '../lib/i18n/elements'
import servicePages from '../locales/en/service-pages.messages.json'

// "Service status" in the footer: the health check in words, not its JSON (issue 22). The JSON
// stays at /api/health for monitors.
export const Route = createFileRoute('/status')({
  // No loader: a loader stays in the first load's route tree (only components are split off),
  // and the first load has no byte to spare (ADR 0018). The page asks for the check itself
  // (useSuspenseQuery) and shows the pending screen meanwhile.
  head: ({ match }) => routeHead(sitePageMeta(match.context.site, '/status')),
  pendingComponent: StatusPending,
  component: StatusPage,
})

function StatusPending() {
  const t = useT(servicePages)
  return <PageLoader label={t('servicePages.checkingService')} />
}

function StatusPage() {
  const t = useT(servicePages)
  return (
    <Stack maw={680}>
      <Title order={1}>{t('servicePages.statusTitle')}</Title>
      <ServiceStatus />
      <Text size="sm" c="dimmed">
        {withElements((m) => t('servicePages.statusJson', { path: m.path }), {
          path: <code>/api/health</code>,
        })}
      </Text>
    </Stack>
  )
}
