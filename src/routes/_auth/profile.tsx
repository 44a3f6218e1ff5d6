import { Stack } from '@mantine/core'
import { createFileRoute } from '@tanstack/react-router'
import { Suspense, lazy } from 'react'
import { ModerationLink } from '../../components/moderation'
import { ProfileCard } from '../../features/auth/components/profile-card'
import { titleHead } from '../../lib/page-title'

// Import and export (issue 27 item 5) sit under the profile, in a chunk of their own fetched by
// the profile's: a route of their own would cost the first load its entry (ADR 0044).
const ImportExport = lazy(() => import('../../features/transfer/components/import-export'))

export const Route = createFileRoute('/_auth/profile')({
  head: () => titleHead('Profile'),
  component: ProfilePage,
})

function ProfilePage() {
  const { user } = Route.useRouteContext()
  return (
    <Stack gap="xl">
      <ProfileCard user={user} />
      <ModerationLink user={user} />
      <Suspense>
        <ImportExport />
      </Suspense>
    </Stack>
  )
}
