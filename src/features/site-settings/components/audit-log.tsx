import { Alert, Card, Stack, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { PageLoader } from '../../../components/page-loader'
import { useFormatDate } from '../../../lib/dates'
import '@mantine/core/styles/Card.css'
import { staffQueries } from '../../../entities/site/staff-queries'
import { type Translate, useT } from '../../../lib/i18n/context'
import siteSettings from '../../../locales/en/site-settings.messages.json'

/** What an entry did, in the reader's language; an action this client does not know, as is. */
function actionSays(t: Translate<keyof typeof siteSettings>, action: string): string {
  switch (action) {
    case 'settings':
      return t('siteSettings.auditSettings')
    case 'staff':
      return t('siteSettings.auditStaff')
    case 'owner':
      return t('siteSettings.auditOwner')
    default:
      return action
  }
}

/** Settings → Audit log: who changed which setting or whose role, and when, newest first. */
export function AuditLog() {
  const t = useT(siteSettings)
  const log = useQuery(staffQueries.audit())
  const formatDate = useFormatDate()
  if (log.isError) {
    return (
      <Alert color="red" title={t('siteSettings.auditFailed')}>
        {t('siteSettings.tryAgain')}
      </Alert>
    )
  }
  if (!log.data) return <PageLoader label={t('siteSettings.loadingAudit')} />
  if (log.data.length === 0) return <Text>{t('siteSettings.auditEmpty')}</Text>
  return (
    <Stack
      component="ol"
      gap="sm"
      p={0}
      m={0}
      aria-label={t('siteSettings.auditLog')}
      style={{ listStyle: 'none' }}
    >
      {log.data.map((entry) => (
        <Card component="li" key={entry._id} withBorder padding="sm">
          <Text size="sm">
            <Text span fw={600}>
              {entry.actorName}
            </Text>{' '}
            · {actionSays(t, entry.action)}
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
