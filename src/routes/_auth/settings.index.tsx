import { Alert, Button, Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { PageLoader } from '../../components/page-loader'
import { siteQueries } from '../../entities/site/queries'
import { SettingsForm } from '../../features/site-settings/components/settings-form'
import { titleHead } from '../../lib/page-title'

// Settings → General: the site's name, words, rules and links (docs/decisions/0074, 0076).
export const Route = createFileRoute('/_auth/settings/')({
  head: ({ match }) => titleHead(match.context.site, 'Settings'),
  component: GeneralSettings,
})

function GeneralSettings() {
  return (
    <Stack gap="md">
      <div>
        <Title order={2} size="h3">
          General
        </Title>
        <Text c="dimmed" size="sm">
          What every page, feed and mail says about the site. A save shows everywhere at once.
        </Text>
      </div>
      <SavedSettings />
    </Stack>
  )
}

/** The form starts from the settings as saved: never from defaults a save would write back. */
function SavedSettings() {
  const site = useQuery(siteQueries.site())
  if (site.isPending) return <PageLoader label="Loading the settings" />
  if (site.isError) {
    return (
      <Alert color="red" title="The settings could not be loaded">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">Please try again.</Text>
          <Button size="compact-sm" variant="light" onClick={() => void site.refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    )
  }
  return <SettingsForm />
}
