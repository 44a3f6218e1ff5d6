import { Button, Group, Loader, Stack, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { ConfirmDialog } from '../../../components/confirm-dialog'
import { useFormatDate } from '../../../lib/dates'
import { useT } from '../../../lib/i18n/context'
import { notify } from '../../../lib/toast'
import staffInvitations from '../../../locales/en/staff-invitations.messages.json'
import { useWithdrawInvitation } from '../use-invitations'
import { staffQueries } from '../../../entities/site/staff-queries'

/** The invitations that still stand, each with Withdraw (ADR 0074). */
export function PendingInvitations() {
  const t = useT(staffInvitations)
  const { data, isPending, isError } = useQuery(staffQueries.invitations())
  const withdraw = useWithdrawInvitation()
  const formatDate = useFormatDate()
  const [asked, setAsked] = useState<{ id: string; email: string } | null>(null)
  if (isPending) return <Loader size="sm" aria-label={t('staffInvitations.loading')} />
  if (isError) return <Text c="red">{t('staffInvitations.loadFailed')}</Text>
  if (data.length === 0) return <Text c="dimmed">{t('staffInvitations.none')}</Text>
  return (
    <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {data.map((invitation) => (
        <Group key={invitation._id} component="li" justify="space-between" wrap="wrap" gap="xs">
          <div>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {invitation.email}
            </Text>
            <Text size="sm" c="dimmed">
              {t('staffInvitations.roleUntil', {
                role: invitation.role,
                date: formatDate(invitation.expires),
              })}
            </Text>
          </div>
          <Button
            variant="subtle"
            color="red"
            size="compact-sm"
            disabled={invitation._id === 'pending-invitation'}
            aria-label={t('staffInvitations.withdrawFrom', { email: invitation.email })}
            onClick={() => setAsked({ id: invitation._id, email: invitation.email })}
          >
            {t('staffInvitations.withdraw')}
          </Button>
        </Group>
      ))}
      <ConfirmDialog
        opened={asked !== null}
        message={t('staffInvitations.withdrawConfirm', { email: asked?.email ?? '' })}
        confirmLabel={t('staffInvitations.withdraw')}
        onCancel={() => setAsked(null)}
        onConfirm={() => {
          if (asked) {
            withdraw.mutate(asked.id, {
              onError: () => notify.error(t('staffInvitations.withdrawFailed')),
            })
          }
          setAsked(null)
        }}
      />
    </Stack>
  )
}
