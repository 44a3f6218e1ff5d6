import { Button, Group, Loader, Stack, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { ROLE_NAMES } from '../../../../contract/site-facts'
import { ConfirmDialog } from '../../../components/confirm-dialog'
import { useFormatDate } from '../../../lib/dates'
import { notify } from '../../../lib/toast'
import { useWithdrawInvitation } from '../use-invitations'
import { staffQueries } from '../../../entities/site/staff-queries'

/** The invitations that still stand, each with Withdraw (ADR 0074). */
export function PendingInvitations() {
  const { data, isPending, isError } = useQuery(staffQueries.invitations())
  const withdraw = useWithdrawInvitation()
  const formatDate = useFormatDate()
  const [asked, setAsked] = useState<{ id: string; email: string } | null>(null)
  if (isPending) return <Loader size="sm" aria-label="Loading invitations" />
  if (isError) return <Text c="red">The invitations could not be loaded.</Text>
  if (data.length === 0) return <Text c="dimmed">No invitation is waiting.</Text>
  return (
    <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {data.map((invitation) => (
        <Group key={invitation._id} component="li" justify="space-between" wrap="wrap" gap="xs">
          <div>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {invitation.email}
            </Text>
            <Text size="sm" c="dimmed">
              {ROLE_NAMES[invitation.role]} · until {formatDate(invitation.expires)}
            </Text>
          </div>
          <Button
            variant="subtle"
            color="red"
            size="compact-sm"
            disabled={invitation._id === 'pending-invitation'}
            aria-label={`Withdraw the invitation to ${invitation.email}`}
            onClick={() => setAsked({ id: invitation._id, email: invitation.email })}
          >
            Withdraw
          </Button>
        </Group>
      ))}
      <ConfirmDialog
        opened={asked !== null}
        message={`Withdraw the invitation to ${asked?.email ?? ''}? Its link will no longer work.`}
        confirmLabel="Withdraw"
        onCancel={() => setAsked(null)}
        onConfirm={() => {
          if (asked) {
            withdraw.mutate(asked.id, {
              onError: () => notify.error('The invitation could not be withdrawn'),
            })
          }
          setAsked(null)
        }}
      />
    </Stack>
  )
}
