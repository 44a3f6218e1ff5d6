import { Stack } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { Suspense, lazy } from 'react'
import { ModerationLink } from '../../features/moderation/moderation'
import { ProfileCard } from '../../features/auth/components/profile-card'
import { authorQueries } from '../../entities/author/queries'
import { isApiError } from '../../lib/api-error'
import { pageTitle } from '../../lib/page-title'

// Import and export (issue 27 item 5) sit under the profile, in a chunk of their own fetched by
// the profile's: a route of their own would cost the first load its entry (ADR 0044).
const ImportExport = lazy(() => import('../../features/transfer/components/import-export'))

export const Route = createFileRoute('/_auth/profile')({
  head: pageTitle((t) => t('nav.profile')),
  component: ProfilePage,
})

function ProfilePage() {
  const { user } = Route.useRouteContext()
  // Their public side (bio, handle, page: docs/decisions/0024, 0036); a 404 is someone whose
  // author page is not made yet, and the card shows only what the session knows.
  const author = useQuery({
    ...authorQueries.detail(user.uid),
    retry: (count, error) => !isApiError(error, 404) && count < 2,
  })
  return (
    <Stack gap="xl">
      <ProfileCard user={user} author={author.data} />
      <ModerationLink user={user} />
      <Suspense>
        <ImportExport />
      </Suspense>
    </Stack>
  )
}
