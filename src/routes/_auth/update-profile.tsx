import { Paper, Title } from '@mantine/core'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { UpdateProfileForm } from '../../features/auth/components/update-profile-form'
import { useSessionUser } from '../../lib/auth/session'

export const Route = createFileRoute('/_auth/update-profile')({
  component: UpdateProfilePage,
})

function UpdateProfilePage() {
  const user = useSessionUser()
  const navigate = useNavigate()
  if (!user) return null
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
