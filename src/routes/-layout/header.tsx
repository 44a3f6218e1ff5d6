// The header of spec §2. Wide screens show every control in one row; below Mantine's `sm`
// breakpoint (768 px) a compact bar keeps the wordmark, Back, the day/night switch and a menu
// button whose drawer holds the rest, so nothing is ever off-screen.
import {
  Anchor,
  AppShell,
  Burger,
  Container,
  Drawer,
  Group,
  Indicator,
  Stack,
  Text,
} from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { useQuery } from '@tanstack/react-query'
import { useRouterState } from '@tanstack/react-router'
import { useEffect } from 'react'
import { LinkAnchor } from '../../components/link-anchor'
import { notificationQueries } from '../../features/notifications/queries'
import { type SessionUser, useSession } from '../../lib/auth/session'
import { BackButton, LogOutButton } from './header-buttons'
import { ColorSchemeToggle } from './color-scheme-toggle'
import { NotificationsLink } from './notifications-link'

/** Where Login should bring the user back to: here, unless here is a sign-in screen. */
function useLoginSearch() {
  const href = useRouterState({ select: (s) => s.location.href })
  const onAuthScreen = /^\/(login|register|reset-password|verify-email)(\/|\?|$)/.test(href)
  return onAuthScreen || href === '/' ? {} : { redirect: href }
}

/**
 * Where the account's links go while nobody knows yet who is reading: the server draws pages
 * without a user (docs/decisions/0019), and the client's first render must match it. The
 * Login link it most often turns into, unseen and unheard, so the row does not move when it does.
 */
function AuthPlaceholder() {
  return (
    <Anchor component="span" aria-hidden="true" style={{ visibility: 'hidden' }}>
      Login
    </Anchor>
  )
}

function NavItems({
  user,
  sessionKnown,
  onPostPage,
}: {
  user: SessionUser | null
  sessionKnown: boolean
  onPostPage: boolean
}) {
  const loginSearch = useLoginSearch()
  return (
    <>
      {onPostPage ? (
        <BackButton />
      ) : (
        <>
          <LinkAnchor to="/">Home</LinkAnchor>
          <LinkAnchor to="/managePosts">Manage posts</LinkAnchor>
        </>
      )}
      {!sessionKnown ? (
        <AuthPlaceholder />
      ) : user ? (
        <>
          <Text size="sm" c="dimmed" visibleFrom="md" truncate maw={160}>
            {user.displayName ?? user.email}
          </Text>
          <NotificationsLink email={user.email} />
          <LinkAnchor to="/profile">Profile</LinkAnchor>
          <LogOutButton />
        </>
      ) : (
        <LinkAnchor to="/login" search={loginSearch}>
          Login
        </LinkAnchor>
      )}
    </>
  )
}

/** The menu button; its dot tells of unread notifications while the menu is closed. */
function MenuButton({
  user,
  opened,
  onClick,
}: {
  user: SessionUser | null
  opened: boolean
  onClick: () => void
}) {
  const { data } = useQuery({
    ...notificationQueries.unreadCount(user?.email ?? ''),
    enabled: !!user,
  })
  const count = user ? (data ?? 0) : 0
  const label = count > 0 ? `Menu, ${count} unread notification${count === 1 ? '' : 's'}` : 'Menu'
  return (
    <Indicator disabled={count === 0 || opened} label={count} size={18} offset={4}>
      <Burger
        opened={opened}
        onClick={onClick}
        aria-label={label}
        aria-expanded={opened}
        size="sm"
      />
    </Indicator>
  )
}

export function Header() {
  const session = useSession()
  const user = session.status === 'signed-in' ? session.user : null
  const sessionKnown = session.status !== 'loading'
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  const onPostPage = pathname.startsWith('/post/')
  const [menuOpened, menu] = useDisclosure(false)
  const closeMenu = menu.close
  // Following a link in the menu closes it.
  useEffect(() => {
    closeMenu()
  }, [pathname, closeMenu])

  return (
    <AppShell.Header component="header">
      <Container size="md" h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            <LinkAnchor to="/" fw={700} size="lg" c="bright" underline="never">
              Quill
            </LinkAnchor>
            {onPostPage ? (
              <Group hiddenFrom="sm">
                <BackButton />
              </Group>
            ) : null}
          </Group>
          <Group component="nav" aria-label="Main" gap="md" wrap="nowrap" visibleFrom="sm">
            <NavItems user={user} sessionKnown={sessionKnown} onPostPage={onPostPage} />
            <ColorSchemeToggle />
          </Group>
          <Group gap="xs" wrap="nowrap" hiddenFrom="sm">
            <ColorSchemeToggle />
            <MenuButton user={user} opened={menuOpened} onClick={menu.toggle} />
          </Group>
        </Group>
      </Container>
      {/* Composed rather than <Drawer title>: its built-in header is a <header> element, a
          second banner landmark once the drawer is portalled into <body>. */}
      <Drawer.Root
        opened={menuOpened}
        onClose={menu.close}
        position="right"
        size="xs"
        hiddenFrom="sm"
      >
        <Drawer.Overlay />
        <Drawer.Content>
          <Drawer.Body>
            <Group justify="space-between" py="md">
              <Drawer.Title fw={600}>Menu</Drawer.Title>
              <Drawer.CloseButton aria-label="Close menu" />
            </Group>
            <Stack component="nav" aria-label="Main" gap="lg" align="flex-start">
              <NavItems user={user} sessionKnown={sessionKnown} onPostPage={onPostPage} />
            </Stack>
          </Drawer.Body>
        </Drawer.Content>
      </Drawer.Root>
    </AppShell.Header>
  )
}
