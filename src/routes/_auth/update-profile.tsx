import { Paper, Title } from '@mantine/core'
import { createFileRoute } from '@tanstack/react-router'
import { UpdateProfileForm } from '../../features/auth/components/update-profile-form'
import { titleHead } from '../../lib/page-title'

export const Route = createFileRoute('/_auth/update-profile')({
  head: ({ match }) => titleHead(match.context.site, 'Update profile'),
  component: UpdateProfilePage,
})

function UpdateProfilePage() {
  const { user } = Route.useRouteContext()
  const navigate = Route.useNavigate()
  const toProfile = () => void navigate({ to: '/profile' })
  return (
    <Paper withBorder p="xl" radius="md" maw={520} mx="auto">
      <Title order={1} size="h2" mb="md">
        Update profile
      </Title>
      <UpdateProfileForm user={user} onDone={toProfile} onCancel={toProfile} />
    </Paper>
  )
}
