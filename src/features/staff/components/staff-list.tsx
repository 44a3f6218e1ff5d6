// Settings → Staff (docs/decisions/0074): who is staff and in which role. An administrator gives
// another role or takes someone off the staff (both at once, put back if refused); the owner's
// row is handed over, never changed, and only the owner hands it to an administrator.
import { Alert, Badge, Button, Card, Group, NativeSelect, Stack, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { ROLE_NAMES, type StaffMember } from '../../../../contract/site'
import { ConfirmDialog } from '../../../components/confirm-dialog'
import { PageLoader } from '../../../components/page-loader'
import { siteQueries } from '../../../entities/site/queries'
import { notify } from '../../../lib/toast'
import type { StaffRole } from '../api'
import { useChangeRole, useHandOver, useRemoveStaff } from '../use-staff-actions'
import '@mantine/core/styles/Input.css'
import '@mantine/core/styles/Card.css'
import { staffQueries } from '../../../entities/site/staff-queries'

const ROLE_OPTIONS = (['administrator', 'editor', 'author', 'contributor'] as const).map(
  (value) => ({ value, label: ROLE_NAMES[value] }),
)

type Asked = { kind: 'remove' | 'handOver'; member: StaffMember } | null

export function StaffList({ uid }: { uid: string }) {
  const staff = useQuery(staffQueries.staff())
  const me = useQuery(siteQueries.role(uid))
  const changeRole = useChangeRole()
  const remove = useRemoveStaff()
  const handOver = useHandOver()
  const [asked, setAsked] = useState<Asked>(null)
  if (staff.isError) {
    return (
      <Alert color="red" title="The staff could not be loaded">
        Please try again.
      </Alert>
    )
  }
  if (!staff.data) return <PageLoader label="Loading the staff" />
  const iOwn = me.data?.role === 'owner'
  const confirm = () => {
    if (!asked) return
    const { member } = asked
    if (asked.kind === 'remove') remove.mutate(member.uid)
    else {
      handOver.mutate(member.uid, {
        onSuccess: () => notify.success(`${member.name} owns the site now`),
      })
    }
    setAsked(null)
  }
  return (
    <>
      <Stack component="ul" gap="sm" p={0} m={0} aria-label="Staff" style={{ listStyle: 'none' }}>
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
                  {ROLE_NAMES.owner}
                </Badge>
              ) : (
                <Group gap="xs" wrap="wrap">
                  <NativeSelect
                    aria-label={`Role of ${member.name}`}
                    data={ROLE_OPTIONS}
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
                    aria-label={`Remove ${member.name}`}
                    onClick={() => setAsked({ kind: 'remove', member })}
                  >
                    Remove
                  </Button>
                  {iOwn && member.role === 'administrator' ? (
                    <Button
                      variant="default"
                      onClick={() => setAsked({ kind: 'handOver', member })}
                    >
                      Hand over ownership
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
            ? `Hand the site to ${asked.member.name}? They become its owner and you an administrator.`
            : `Take ${asked?.member.name ?? ''} off the staff? They stay a reader.`
        }
        confirmLabel={asked?.kind === 'handOver' ? 'Hand over' : 'Remove'}
        onConfirm={confirm}
        onCancel={() => setAsked(null)}
      />
    </>
  )
}
