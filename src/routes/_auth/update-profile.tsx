import { Paper, Title } from '@mantine/core'
import { createFileRoute } from '@tanstack/react-router'
import { UpdateProfileForm } from '../../features/auth/components/update-profile-form'
import { pageTitle } from '../../lib/page-title'
import { useT } from '../../lib/i18n/context'
import pageTitles from '../../locales/en/page-titles.messages.json'

export const Route = createFileRoute('/_auth/update-profile')({
  head: pageTitle((t) => t('pageTitles.updateProfile')),
  component: UpdateProfilePage,
})

function UpdateProfilePage() {
  const { user } = Route.useRouteContext()
  const navigate = Route.useNavigate()
  const toProfile = () => void navigate({ to: '/profile' })
  const title = useT(pageTitles)
  return (
    <Paper withBorder p="xl" radius="md" maw={520} mx="auto">
      <Title order={1} size="h2" mb="md">
        {title('pageTitles.updateProfile')}
      </Title>
      <UpdateProfileForm user={user} onDone={toProfile} onCancel={toProfile} />
    </Paper>
  )
}
