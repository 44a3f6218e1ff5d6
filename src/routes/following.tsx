import { Stack, Text, Title } from '@mantine/core'
import { createFileRoute } from '@tanstack/react-router'
import { LinkAnchor } from '../components/link-anchor'
import { PageLoader } from '../components/page-loader'
import { FollowingScreen } from '../features/follows/components/following-screen'
import { useSession } from '../lib/auth/session'
import { pageTitle } from '../lib/page-title'
import { useT } from '../lib/i18n/context'
import { withElements } from '../lib/i18n/elements'
import pageTitles from '../locales/en/page-titles.messages.json'
import readerLists from '../locales/en/reader-lists.messages.json'

// Whom and what a reader follows (ADR 0059). Private: signed in only (a follow needs no verified
// address, so not under _auth), kept out of robots.txt like every screen not named crawlable,
// and not drawn by the server. No loader: the lists are read by the screen's own lazy chunk,
// so the first load carries none of it (ADR 0018).
export const Route = createFileRoute('/following')({
  head: pageTitle((t) => t('pageTitles.following')),
  component: FollowingPage,
})

function FollowingPage() {
  const session = useSession()
  const t = useT(readerLists)
  const title = useT(pageTitles)
  return (
    <Stack maw="46rem" mx="auto" gap="lg">
      <Title order={1}>{title('pageTitles.following')}</Title>
      {session.status === 'loading' ? (
        <PageLoader label={t('readerLists.checkingSession')} />
      ) : session.status === 'signed-in' ? (
        <FollowingScreen email={session.user.email} />
      ) : (
        <Text>
          {withElements((m) => t('readerLists.followingLogIn', { link: m.link }), {
            link: (
              <LinkAnchor to="/login" search={{ redirect: '/following' }}>
                {t('readerLists.logIn')}
              </LinkAnchor>
            ),
          })}
        </Text>
      )}
    </Stack>
  )
}
