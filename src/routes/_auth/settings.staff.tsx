import { Stack, Text, Title } from '@mantine/core'
import { createFileRoute } from '@tanstack/react-router'
import { StaffList } from '../../features/staff/components/staff-list'
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
            publish their own; contributors submit theirs for review.
          </Text>
        </div>
        <StaffList uid={user.uid} />
      </Stack>
    )
  },
})
