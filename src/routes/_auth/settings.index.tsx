import { Stack, Text, Title } from '@mantine/core'
import { createFileRoute } from '@tanstack/react-router'
import { SettingsForm } from '../../features/site-settings/components/settings-form'
import { titleHead } from '../../lib/page-title'

// Settings → General: the site's name, words and rules (docs/decisions/0074).
export const Route = createFileRoute('/_auth/settings/')({
  head: ({ match }) => titleHead(match.context.site, 'Settings'),
  component: () => (
    <Stack gap="md">
      <div>
        <Title order={2} size="h3">
          General
        </Title>
        <Text c="dimmed" size="sm">
          What every page, feed and mail says about the site. A save shows everywhere at once.
        </Text>
      </div>
      <SettingsForm />
    </Stack>
  ),
})
