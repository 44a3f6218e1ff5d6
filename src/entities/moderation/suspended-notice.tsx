// Said before anyone writes, not after (docs/decisions/0043): a suspended account reads, but the
// server refuses its every write. The writing screens show this above the form, so the writer
// learns it from the screen rather than from a refused Publish.
import { Alert, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { moderationMessages } from '../../../contract/moderation'
import { useSessionUser } from '../../lib/auth/session'
import { moderationQueries } from './queries'

export function SuspendedNotice() {
  const user = useSessionUser()
  const me = useQuery({ ...moderationQueries.me(user?.uid ?? ''), enabled: user !== null })
  if (!me.data?.suspended) return null
  return (
    <Alert color="red" variant="light" title={moderationMessages.suspended}>
      <Text size="sm">
        A moderator suspended your account. You can still read, but nothing you save, publish or
        comment goes through until the suspension is lifted.
      </Text>
    </Alert>
  )
}
