import { createFileRoute } from '@tanstack/react-router'
import { ProfileCard } from '../../features/auth/components/profile-card'

export const Route = createFileRoute('/_auth/profile')({
  component: ProfilePage,
})

function ProfilePage() {
  const { user } = Route.useRouteContext()
  return <ProfileCard user={user} />
}
