// Said before anyone writes, not after (docs/decisions/0043): a suspended account reads, but the
// server refuses its every write. The writing screens show this above the form, so the writer
// learns it from the screen rather than from a refused Publish.
import { Alert, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useSessionUser } from '../../lib/auth/session'
import { moderationQueries } from './queries'
import { useT } from '../../lib/i18n/context'
import suspendedNotice from '../../locales/en/suspended-notice.messages.json'

export function SuspendedNotice() {
  const t = useT(suspendedNotice)
  const user = useSessionUser()
  const me = useQuery({ ...moderationQueries.me(user?.uid ?? ''), enabled: user !== null })
  if (!me.data?.suspended) return null
  return (
    <Alert color="red" variant="light" title={t('suspendedNotice.title')}>
      <Text size="sm">{t('suspendedNotice.body')}</Text>
    </Alert>
  )
}
