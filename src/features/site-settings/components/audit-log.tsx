import { Alert, Card, Stack, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { PageLoader } from '../../../components/page-loader'
import { useFormatDate } from '../../../lib/dates'
import '@mantine/core/styles/Card.css'
import { staffQueries } from '../../../entities/site/staff-queries'

const ACTIONS: Record<string, string> = {
  settings: 'Changed the settings',
  staff: 'Changed the staff',
  owner: 'Changed the ownership',
}

/** Settings → Audit log: who changed which setting or whose role, and when, newest first. */
export function AuditLog() {
  const log = useQuery(staffQueries.audit())
  const formatDate = useFormatDate()
  if (log.isError) {
    return (
      <Alert color="red" title="The audit log could not be loaded">
        Please try again.
      </Alert>
    )
  }
  if (!log.data) return <PageLoader label="Loading the audit log" />
  if (log.data.length === 0) return <Text>Nothing has been changed yet.</Text>
  return (
    <Stack component="ol" gap="sm" p={0} m={0} aria-label="Audit log" style={{ listStyle: 'none' }}>
      {log.data.map((entry) => (
        <Card component="li" key={entry._id} withBorder padding="sm">
          <Text size="sm">
            <Text span fw={600}>
              {entry.actorName}
            </Text>{' '}
            · {ACTIONS[entry.action] ?? entry.action}
          </Text>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {entry.detail}
          </Text>
          <Text size="xs" c="dimmed" component="time" dateTime={entry.date}>
            {formatDate(entry.date)}
          </Text>
        </Card>
      ))}
    </Stack>
  )
}
