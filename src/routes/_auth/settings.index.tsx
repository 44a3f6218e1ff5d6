import { Alert, Button, Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { PageLoader } from '../../components/page-loader'
import { siteQueries } from '../../entities/site/queries'
import { SettingsForm } from '../../features/site-settings/components/settings-form'
import { pageTitle } from '../../lib/page-title'
import { useT } from '../../lib/i18n/context'
import settingsPage from '../../locales/en/settings-page.messages.json'

// Settings → General: the site's name, words, rules and links (docs/decisions/0074, 0076).
export const Route = createFileRoute('/_auth/settings/')({
  head: pageTitle((t) => t('nav.settings')),
  component: GeneralSettings,
})

function GeneralSettings() {
  const t = useT(settingsPage)
  return (
    <Stack gap="md">
      <div>
        <Title order={2} size="h3">
          {t('settingsPage.general')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('settingsPage.generalIntro')}
        </Text>
      </div>
      <SavedSettings />
    </Stack>
  )
}

/** The form starts from the settings as saved: never from defaults a save would write back. */
function SavedSettings() {
  const site = useQuery(siteQueries.site())
  const t = useT(settingsPage)
  if (site.isPending) return <PageLoader label={t('settingsPage.loading')} />
  if (site.isError) {
    return (
      <Alert color="red" title={t('settingsPage.loadFailed')}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('settingsPage.pleaseTryAgain')}</Text>
          <Button size="compact-sm" variant="light" onClick={() => void site.refetch()}>
            {t('settingsPage.tryAgain')}
          </Button>
        </Stack>
      </Alert>
    )
  }
  return <SettingsForm />
}
