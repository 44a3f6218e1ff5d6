import { Stack, Text, Title } from '@mantine/core'
import { createFileRoute } from '@tanstack/react-router'
import { AuditLog } from '../../features/site-settings/components/audit-log'
import { titleHead } from '../../lib/page-title'

// Settings → Audit log: what the staff changed (docs/decisions/0074).
export const Route = createFileRoute('/_auth/settings/audit')({
  head: ({ match }) => titleHead(match.context.site, 'Audit log'),
  component: () => (
    <Stack gap="md">
      <div>
        <Title order={2} size="h3">
          Audit log
        </Title>
        <Text c="dimmed" size="sm">
          Changes to the settings, the staff and the ownership, newest first.
        </Text>
      </div>
      <AuditLog />
    </Stack>
  ),
})
