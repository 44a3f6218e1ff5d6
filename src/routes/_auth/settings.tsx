import { Group, Stack, Title } from '@mantine/core'
import { Outlet, createFileRoute } from '@tanstack/react-router'
import { LinkButton } from '../../components/link-button'
import { AdminsOnly } from '../../features/site-settings/components/admins-only'
import { pageTitle } from '../../lib/page-title'
import { useT } from '../../lib/i18n/context'
import settingsPage from '../../locales/en/settings-page.messages.json'
import pageTitles from '../../locales/en/page-titles.messages.json'

// The owner's and administrators' settings (docs/decisions/0074): General, Staff, Pages and the
// audit log, each a route of its own so a tab has an address. Anyone else is told plainly that
// the settings are not theirs, with no form. No loader: each tab's chunk reads its own query.
export const Route = createFileRoute('/_auth/settings')({
  head: pageTitle((t) => t('nav.settings')),
  component: SettingsLayout,
})

// Links, not ARIA tabs: each section is a page with its own address and title, reached with Tab
// and Enter like any link; the current one says so (aria-current).
function SettingsLayout() {
  const { user } = Route.useRouteContext()
  const t = useT(settingsPage)
  const title = useT(pageTitles)
  const shell = useT()
  const sections = [
    { to: '/settings', label: t('settingsPage.general'), exact: true },
    { to: '/settings/staff', label: title('pageTitles.staff'), exact: false },
    { to: '/settings/pages', label: title('pageTitles.pages'), exact: false },
    { to: '/settings/audit', label: title('pageTitles.auditLog'), exact: false },
  ] as const
  return (
    <Stack maw="46rem" mx="auto" w="100%">
      <Title order={1}>{shell('nav.settings')}</Title>
      <AdminsOnly uid={user.uid}>
        {/* Compact, so the four fit one row on a 390 px phone. */}
        <Group component="nav" aria-label={t('settingsPage.sections')} gap={4}>
          {sections.map((section) => (
            <LinkButton
              key={section.to}
              to={section.to}
              size="compact-sm"
              variant="subtle"
              activeOptions={{ exact: section.exact }}
              activeProps={{ variant: 'light' }}
            >
              {section.label}
            </LinkButton>
          ))}
        </Group>
        <Outlet />
      </AdminsOnly>
    </Stack>
  )
}
