// Settings → Staff (docs/decisions/0074): who is staff and in which role. An administrator gives
// another role or takes someone off the staff (both at once, put back if refused); the owner's
// row is handed over, never changed, and only the owner hands it to an administrator.
import { Alert, Badge, Button, Card, Group, NativeSelect, Stack, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { Role, StaffMember } from '../../../../contract/site'
import { ConfirmDialog } from '../../../components/confirm-dialog'
import { PageLoader } from '../../../components/page-loader'
import { siteQueries } from '../../../entities/site/queries'
import { type Translate, useT } from '../../../lib/i18n/context'
import { notify } from '../../../lib/toast'
import staffArea from '../../../locales/en/staff.messages.json'
import type { StaffRole } from '../api'
import { useChangeRole, useHandOver, useRemoveStaff } from '../use-staff-actions'
import '@mantine/core/styles/Input.css'
import '@mantine/core/styles/Card.css'
import { staffQueries } from '../../../entities/site/staff-queries'

const GIVEN_ROLES = ['administrator', 'editor', 'author', 'contributor'] as const

/** A role's name in the reader's language (the contract's ROLE_NAMES are English's). */
function roleName(t: Translate<keyof typeof staffArea>, role: Role): string {
  switch (role) {
    case 'owner':
      return t('staff.roleOwner')
    case 'administrator':
      return t('staff.roleAdministrator')
    case 'editor':
      return t('staff.roleEditor')
    case 'author':
      return t('staff.roleAuthor')
    case 'contributor':
      return t('staff.roleContributor')
  }
}

type Asked = { kind: 'remove' | 'handOver'; member: StaffMember } | null

export function StaffList({ uid }: { uid: string }) {
  const t = useT(staffArea)
  const staff = useQuery(staffQueries.staff())
  const me = useQuery(siteQueries.role(uid))
  const changeRole = useChangeRole()
  const remove = useRemoveStaff()
  const handOver = useHandOver()
  const [asked, setAsked] = useState<Asked>(null)
  if (staff.isError) {
    return (
      <Alert color="red" title={t('staff.loadFailed')}>
        {t('staff.tryAgain')}
      </Alert>
    )
  }
  if (!staff.data) return <PageLoader label={t('staff.loading')} />
  const iOwn = me.data?.role === 'owner'
  const roleOptions = GIVEN_ROLES.map((value) => ({ value, label: roleName(t, value) }))
  const confirm = () => {
    if (!asked) return
    const { member } = asked
    if (asked.kind === 'remove') remove.mutate(member.uid)
    else {
      handOver.mutate(member.uid, {
        onSuccess: () => notify.success(t('staff.handedOver', { name: member.name })),
      })
    }
    setAsked(null)
  }
  return (
    <>
      <Stack
        component="ul"
        gap="sm"
        p={0}
        m={0}
        aria-label={t('staff.list')}
        style={{ listStyle: 'none' }}
      >
        {staff.data.map((member) => (
          <Card component="li" key={member.uid} withBorder padding="sm" aria-label={member.name}>
            <Group justify="space-between" align="center" gap="sm">
              <div style={{ minWidth: 0, flex: '1 1 12rem' }}>
                <Text fw={600} truncate>
                  {member.name}
                </Text>
                <Text size="sm" c="dimmed" truncate>
                  {member.email}
                </Text>
              </div>
              {member.role === 'owner' ? (
                <Badge variant="light" size="lg">
                  {roleName(t, 'owner')}
                </Badge>
              ) : (
                <Group gap="xs" wrap="wrap">
                  <NativeSelect
                    aria-label={t('staff.roleOf', { name: member.name })}
                    data={roleOptions}
                    value={member.role}
                    onChange={(event) =>
                      changeRole.mutate({
                        uid: member.uid,
                        role: event.currentTarget.value as StaffRole,
                      })
                    }
                  />
                  <Button
                    variant="subtle"
                    color="red"
                    aria-label={t('staff.removeName', { name: member.name })}
                    onClick={() => setAsked({ kind: 'remove', member })}
                  >
                    {t('staff.remove')}
                  </Button>
                  {iOwn && member.role === 'administrator' ? (
                    <Button
                      variant="default"
                      onClick={() => setAsked({ kind: 'handOver', member })}
                    >
                      {t('staff.handOverOwnership')}
                    </Button>
                  ) : null}
                </Group>
              )}
            </Group>
          </Card>
        ))}
      </Stack>
      <ConfirmDialog
        opened={asked !== null}
        message={
          asked?.kind === 'handOver'
            ? t('staff.handOverConfirm', { name: asked.member.name })
            : t('staff.removeConfirm', { name: asked?.member.name ?? '' })
        }
        confirmLabel={asked?.kind === 'handOver' ? t('staff.handOver') : t('staff.remove')}
        onConfirm={confirm}
        onCancel={() => setAsked(null)}
      />
    </>
  )
}
