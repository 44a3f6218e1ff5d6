// The header of spec §2. Wide screens show every control in one row (the owner's links and the
// search box are in the bar under it, site-links.tsx); below Mantine's `sm` breakpoint (768 px)
// a compact bar keeps the wordmark, Back, the day/night switch and a menu button whose drawer
// holds the rest, so nothing is ever off-screen.
//
// The drawer (Mantine's Drawer, its focus trap and scroll lock) is not on the first load
// (docs/decisions/0018): phone-menu.tsx comes after the first paint on a phone-sized screen, or
// with the first tap on the menu button.
import { Burger, Container, Group, Indicator } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { useInfiniteQuery } from '@tanstack/react-query'
import { useRouterState } from '@tanstack/react-router'
import { Suspense, lazy, useEffect, useState } from 'react'
import { LinkAnchor } from '../../components/link-anchor'
import { notificationQueries, unreadText } from '../../entities/notification/queries'
import { type SessionUser, useSessionUser } from '../../lib/auth/session'
import { BackButton } from './header-buttons'
import { ColorSchemeToggle } from './color-scheme-toggle'
import { NavItems } from './nav-items'
import classes from './shell.module.css'
import { useSiteSettings } from '../../entities/site/use-site'
import { useT } from '../../lib/i18n/context'

const PhoneMenu = lazy(() => import('./phone-menu'))

/** Mantine's `sm` breakpoint (48em): below it the menu button replaces the row of links. */
const PHONE_QUERY = '(max-width: 47.99em)'

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
  const { data } = useInfiniteQuery({
    ...notificationQueries.unreadCount(user?.email ?? ''),
    enabled: !!user,
  })
  const t = useT()
  const unread = user && data ? data : { count: 0, more: false }
  const { count } = unread
  const label = count > 0 ? t('header.menuUnread', { ...unread }) : t('header.menu')
  return (
    <Indicator disabled={count === 0 || opened} label={unreadText(unread)} size={18} offset={4}>
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
  const t = useT()
  const user = useSessionUser()
  const site = useSiteSettings()
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  const onPostPage = pathname.startsWith('/post/')
  const [menuOpened, menu] = useDisclosure(false)
  const closeMenu = menu.close
  // Following a link in the menu closes it.
  useEffect(() => {
    closeMenu()
  }, [pathname, closeMenu])
  // Mounted closed ahead of the first tap where the button shows, so it opens with its slide.
  const [menuWanted, setMenuWanted] = useState(false)
  useEffect(() => {
    if (!window.matchMedia(PHONE_QUERY).matches) return
    const timer = setTimeout(() => setMenuWanted(true), 0)
    return () => clearTimeout(timer)
  }, [])

  return (
    // react-remove-scroll's class: while a dialog locks the page's scroll, the fixed header keeps
    // its place instead of sliding under the scrollbar's gap (what AppShell.Header did).
    <header className={`${classes.header} right-scroll-bar-position`}>
      <Container size="md" h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            <LinkAnchor to="/" fw={700} size="lg" c="bright" underline="never" lineClamp={1}>
              {/* The owner's logo, named by the site's title (ADR 0076). */}
              {site.logo ? (
                <img
                  src={`/images/${site.logo}`}
                  alt={site.title}
                  height={32}
                  style={{ display: 'block', width: 'auto', maxWidth: '10rem' }}
                />
              ) : (
                site.title
              )}
            </LinkAnchor>
            {onPostPage ? (
              <Group hiddenFrom="sm">
                <BackButton />
              </Group>
            ) : null}
          </Group>
          <Group
            component="nav"
            aria-label={t('header.main')}
            gap="md"
            wrap="nowrap"
            visibleFrom="sm"
            className={classes.nav}
          >
            <NavItems user={user} onPostPage={onPostPage} />
            <ColorSchemeToggle />
          </Group>
          <Group gap="xs" wrap="nowrap" hiddenFrom="sm">
            <ColorSchemeToggle />
            <MenuButton
              user={user}
              opened={menuOpened}
              onClick={() => {
                setMenuWanted(true)
                menu.toggle()
              }}
            />
          </Group>
        </Group>
      </Container>
      {menuWanted ? (
        <Suspense fallback={null}>
          <PhoneMenu opened={menuOpened} onClose={menu.close} user={user} onPostPage={onPostPage} />
        </Suspense>
      ) : null}
    </header>
  )
}
