import { Group, Stack, Title } from '@mantine/core'
import { Outlet, createFileRoute } from '@tanstack/react-router'
import { LinkButton } from '../../components/link-button'
import { AdminsOnly } from '../../features/site-settings/components/admins-only'
import { titleHead } from '../../lib/page-title'

// The owner's and administrators' settings (docs/decisions/0074): General, Staff, Pages and the
// audit log, each a route of its own so a tab has an address. Anyone else is told plainly that
// the settings are not theirs, with no form. No loader: each tab's chunk reads its own query.
export const Route = createFileRoute('/_auth/settings')({
  head: ({ match }) => titleHead(match.context.site, 'Settings'),
  component: SettingsLayout,
})

// Links, not ARIA tabs: each section is a page with its own address and title, reached with Tab
// and Enter like any link; the current one says so (aria-current).
const SECTIONS = [
  { to: '/settings', label: 'General', exact: true },
  { to: '/settings/staff', label: 'Staff', exact: false },
  { to: '/settings/pages', label: 'Pages', exact: false },
  { to: '/settings/audit', label: 'Audit log', exact: false },
] as const

function SettingsLayout() {
  const { user } = Route.useRouteContext()
  return (
    <Stack maw="46rem" mx="auto" w="100%">
      <Title order={1}>Settings</Title>
      <AdminsOnly uid={user.uid}>
        {/* Compact, so the four fit one row on a 390 px phone. */}
        <Group component="nav" aria-label="Settings sections" gap={4}>
          {SECTIONS.map((section) => (
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
