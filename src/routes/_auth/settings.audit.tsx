import { Stack, Text, Title } from '@mantine/core'
import { createFileRoute } from '@tanstack/react-router'
import { AuditLog } from '../../features/site-settings/components/audit-log'
import { pageTitle } from '../../lib/page-title'
import { useT } from '../../lib/i18n/context'
import settingsPage from '../../locales/en/settings-page.messages.json'
import pageTitles from '../../locales/en/page-titles.messages.json'

// Settings → Audit log: what the staff changed (docs/decisions/0074).
export const Route = createFileRoute('/_auth/settings/audit')({
  head: pageTitle((t) => t('pageTitles.auditLog')),
  component: AuditPage,
})

function AuditPage() {
  const t = useT(settingsPage)
  const title = useT(pageTitles)
  return (
    <Stack gap="md">
      <div>
        <Title order={2} size="h3">
          {title('pageTitles.auditLog')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('settingsPage.auditIntro')}
        </Text>
      </div>
      <AuditLog />
    </Stack>
  )
}
