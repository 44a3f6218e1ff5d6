import { createFileRoute } from '@tanstack/react-router'
import { ProfileCard } from '../../features/auth/components/profile-card'
import { titleHead } from '../../lib/page-title'

export const Route = createFileRoute('/_auth/profile')({
  head: () => titleHead('Profile'),
  component: ProfilePage,
})

function ProfilePage() {
  const { user } = Route.useRouteContext()
  return <ProfileCard user={user} />
}
