import { Stack, Text, Title } from '@mantine/core'
import { createFileRoute } from '@tanstack/react-router'
import { sitePageMeta } from '../../contract/head/page-meta'
import { routeHead } from '../lib/route-head'
import { useT } from '../lib/i18n/context'
import servicePages from '../locales/en/service-pages.messages.json'

export const Route = createFileRoute('/terms')({
  head: ({ match }) => routeHead(sitePageMeta(match.context.site, '/terms')),
  component: TermsPage,
})

function TermsPage() {
  const t = useT(servicePages)
  return (
    <Stack maw={680}>
      <Title order={1}>{t('servicePages.termsTitle')}</Title>
      <Text>{t('servicePages.termsBody')}</Text>
    </Stack>
  )
}
