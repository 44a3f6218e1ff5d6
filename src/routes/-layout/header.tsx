import { LinkAnchor } from '../../components/link-anchor'
import { AppShell, Button, Container, Group, Text } from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import { useCanGoBack, useNavigate, useRouter, useRouterState } from '@tanstack/react-router'
import { signOutUser } from '../../features/auth/sign-out'
import { notificationQueries } from '../../features/notifications/queries'
import { useSessionUser } from '../../lib/auth/session'
import { ColorSchemeToggle } from './color-scheme-toggle'
import { NotificationsLink } from './notifications-link'

function BackButton() {
  const router = useRouter()
  const canGoBack = useCanGoBack()
  return (
    <Button
      variant="subtle"
      onClick={() => (canGoBack ? router.history.back() : void router.navigate({ to: '/' }))}
    >
      Back
    </Button>
  )
}

function LogOutButton() {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  async function logOut() {
    // Leave guarded pages first, so their guard does not send the user to /login on the way out.
    await navigate({ to: '/' })
    await signOutUser()
    queryClient.removeQueries({ queryKey: notificationQueries.all() })
  }
  return (
    <Button variant="default" onClick={() => void logOut()}>
      Log out
    </Button>
  )
}

export function Header() {
  const user = useSessionUser()
  const onPostPage = useRouterState({ select: (s) => s.location.pathname.startsWith('/post/') })
  return (
    <AppShell.Header component="header">
      <Container size="md" h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Text fw={700} size="lg">
            Quill
          </Text>
          <Group component="nav" aria-label="Main" gap="md" wrap="nowrap">
            {onPostPage ? (
              <BackButton />
            ) : (
              <>
                <LinkAnchor to="/">Home</LinkAnchor>
                <LinkAnchor to="/managePosts">Manage posts</LinkAnchor>
              </>
            )}
            {user ? (
              <>
                <Text size="sm" c="dimmed" visibleFrom="sm" truncate maw={160}>
                  {user.displayName ?? user.email}
                </Text>
                <NotificationsLink email={user.email} />
                <LinkAnchor to="/profile">Profile</LinkAnchor>
                <LogOutButton />
              </>
            ) : (
              <LinkAnchor to="/login">Login</LinkAnchor>
            )}
            <ColorSchemeToggle />
          </Group>
        </Group>
      </Container>
    </AppShell.Header>
  )
}
