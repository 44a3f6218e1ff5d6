import { Stack } from '@mantine/core'
import { createFileRoute } from '@tanstack/react-router'
import { ProfileCard } from '../../features/auth/components/profile-card'
import { ImportExport } from '../../features/transfer/components/import-export'
import { titleHead } from '../../lib/page-title'

// Import and export (issue 27 item 5) sit under the profile, in the profile's own lazy chunk: a
// route or a chunk of their own would cost the first load its entry (ADR 0044).
export const Route = createFileRoute('/_auth/profile')({
  head: () => titleHead('Profile'),
  component: ProfilePage,
})

function ProfilePage() {
  const { user } = Route.useRouteContext()
  return (
    <Stack gap="xl">
      <ProfileCard user={user} />
      <ImportExport />
    </Stack>
  )
}
