import { Stack, Text, Title } from '@mantine/core'
import { createFileRoute } from '@tanstack/react-router'
import { INVITATION_DAYS } from '../../../contract/site-facts'
import { StaffList } from '../../features/staff/components/staff-list'
import { InviteForm } from '../../features/staff-invitations/components/invite-form'
import { PendingInvitations } from '../../features/staff-invitations/components/pending-invitations'
import { pageTitle } from '../../lib/page-title'
import { useT } from '../../lib/i18n/context'
import settingsPage from '../../locales/en/settings-page.messages.json'
import pageTitles from '../../locales/en/page-titles.messages.json'

// Settings → Staff: who is staff and in which role (docs/decisions/0074).
export const Route = createFileRoute('/_auth/settings/staff')({
  head: pageTitle((t) => t('pageTitles.staff')),
  component: function StaffPage() {
    const { user } = Route.useRouteContext()
    const t = useT(settingsPage)
    const title = useT(pageTitles)
    return (
      <Stack gap="md">
        <div>
          <Title order={2} size="h3">
            {title('pageTitles.staff')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('settingsPage.staffIntro')}
          </Text>
        </div>
        <StaffList uid={user.uid} />
        <div>
          <Title order={3} size="h4" mb="xs">
            {t('settingsPage.invite')}
          </Title>
          <Text c="dimmed" size="sm" mb="sm">
            {t('settingsPage.inviteIntro', { days: INVITATION_DAYS })}
          </Text>
          <Stack gap="md">
            <InviteForm />
            <PendingInvitations />
          </Stack>
        </div>
      </Stack>
    )
  },
})
