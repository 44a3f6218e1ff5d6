import { Box, Group } from '@mantine/core'
import { useRouterState } from '@tanstack/react-router'
import { BookmarkIcon } from '../../components/icons'
import { LinkAnchor } from '../../components/link-anchor'
import { type SessionUser, useSession } from '../../lib/auth/session'
import { readAccessToken } from '../../lib/http'
import { useBrowserValue } from '../../lib/hydration'
import { BackButton, LogOutButton } from './header-buttons'
import { HeaderAvatar } from './header-avatar'
import { NotificationsLink } from './notifications-link'
import { SiteLinks } from './site-links'
import { Suspense, lazy } from 'react'
import { useT } from '../../lib/i18n/context'

// Settings, for the owner and administrators (ADR 0074): after the first load, for someone
// signed in only.
const SettingsLink = lazy(() =>
  import('./settings-link').then((m) => ({ default: m.SettingsLink })),
)

/** Where Login should bring the user back to: here, unless here is a sign-in screen. */
function useLoginSearch() {
  const href = useRouterState({ select: (s) => s.location.href })
  const onAuthScreen = /^\/(login|register|reset-password|verify-email)(\/|\?|$)/.test(href)
  return onAuthScreen || href === '/' ? {} : { redirect: href }
}

/**
 * The reading list: its icon in the header's row (which has no room for more words: ADR 0033),
 * its name beside it in the phone menu.
 */
function ReadingListLink({ inMenu }: { inMenu: boolean }) {
  const t = useT()
  const name = t('nav.readingList')
  return (
    <LinkAnchor to="/reading-list" aria-label={name} title={name}>
      <Group gap={6} wrap="nowrap" component="span">
        <BookmarkIcon size={inMenu ? 18 : 20} />
        {inMenu ? name : null}
      </Group>
    </LinkAnchor>
  )
}

export function NavItems({
  user,
  onPostPage,
  inMenu = false,
}: {
  user: SessionUser | null
  onPostPage: boolean
  /** In the phone menu (a column of named links), not the header's row. */
  inMenu?: boolean
}) {
  const t = useT()
  const loginSearch = useLoginSearch()
  // Without a stored server token nobody is signed in here (it is stored at sign-in and dropped
  // at sign-out), so a reader sees Login at once. The server holds none, so a drawn page says
  // Login, and hydrating it does too.
  const holdsToken = useBrowserValue(
    () => readAccessToken() !== null,
    () => false,
  )
  const awaitingSession = useSession().status === 'loading' && holdsToken
  return (
    <>
      {onPostPage ? (
        <BackButton />
      ) : (
        <>
          <LinkAnchor to="/">{t('nav.home')}</LinkAnchor>
          <LinkAnchor to="/managePosts">{t('nav.managePosts')}</LinkAnchor>
        </>
      )}
      {/* The header's row has no room for the owner's links: they have a row of their own. */}
      {inMenu ? <SiteLinks /> : null}
      {!user && awaitingSession ? (
        // Firebase has not answered yet (it loads after the first paint) and this browser holds
        // a server token, so someone is probably signed in: neither Login nor a user, but the
        // room their links take, so the row does not jump when the session arrives.
        <Box aria-hidden w="14rem" h="2.25rem" />
      ) : user ? (
        <>
          <ReadingListLink inMenu={inMenu} />
          <NotificationsLink email={user.email} />
          <Suspense fallback={null}>
            <SettingsLink uid={user.uid} />
          </Suspense>
          {/* Who is signed in, as the platforms show it: their photo or initials beside Profile,
              the name in its tooltip (a name in the row was cut to "Mira S…" at 1280 px). */}
          <LinkAnchor to="/profile" title={user.displayName ?? user.email}>
            <Group gap={6} wrap="nowrap" component="span">
              <HeaderAvatar name={user.displayName ?? user.email} photoURL={user.photoURL} />
              {t('nav.profile')}
            </Group>
          </LinkAnchor>
          <LogOutButton />
        </>
      ) : (
        <LinkAnchor to="/login" search={loginSearch}>
          {t('nav.login')}
        </LinkAnchor>
      )}
    </>
  )
}
