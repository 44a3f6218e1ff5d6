import { Stack, Text, Title } from '@mantine/core'
import { createFileRoute } from '@tanstack/react-router'
import { INVITATION_DAYS } from '../../../contract/site-facts'
import { StaffList } from '../../features/staff/components/staff-list'
import { InviteForm } from '../../features/staff-invitations/components/invite-form'
import { PendingInvitations } from '../../features/staff-invitations/components/pending-invitations'
import { titleHead } from '../../lib/page-title'

// Settings → Staff: who is staff and in which role (docs/decisions/0074).
export const Route = createFileRoute('/_auth/settings/staff')({
  head: ({ match }) => titleHead(match.context.site, 'Staff'),
  component: function StaffPage() {
    const { user } = Route.useRouteContext()
    return (
      <Stack gap="md">
        <div>
          <Title order={2} size="h3">
            Staff
          </Title>
          <Text c="dimmed" size="sm">
            Administrators change everything; editors publish and moderate anyone’s posts; authors
            publish their own; contributors write drafts that an editor publishes.
          </Text>
        </div>
        <StaffList uid={user.uid} />
        <div>
          <Title order={3} size="h4" mb="xs">
            Invite
          </Title>
          <Text c="dimmed" size="sm" mb="sm">
            The invitation is mailed; its link, opened signed in with that address, gives the role.
            It works for {INVITATION_DAYS} days.
          </Text>
          <Stack gap="md">
            <InviteForm />
            <PendingInvitations />
          </Stack>
        </div>
      </Stack>
    )
  },
})
