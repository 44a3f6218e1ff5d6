import { Stack } from '@mantine/core'
import { createFileRoute } from '@tanstack/react-router'
import { ModerationLink } from '../../components/moderation'
import { ProfileCard } from '../../features/auth/components/profile-card'
import { titleHead } from '../../lib/page-title'

export const Route = createFileRoute('/_auth/profile')({
  head: () => titleHead('Profile'),
  component: ProfilePage,
})

function ProfilePage() {
  const { user } = Route.useRouteContext()
  return (
    <Stack gap="md">
      <ProfileCard user={user} />
      <ModerationLink user={user} />
    </Stack>
  )
}
