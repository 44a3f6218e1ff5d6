import { Stack, Text, Title } from '@mantine/core'
import { createFileRoute } from '@tanstack/react-router'
import { LinkAnchor } from '../components/link-anchor'
import { PageLoader } from '../components/page-loader'
import { FollowingScreen } from '../features/follows/components/following-screen'
import { useSession } from '../lib/auth/session'
import { titleHead } from '../lib/page-title'

// Whom and what a reader follows (ADR 0059). Private: signed in only (a follow needs no verified
// address, so not under _auth), kept out of robots.txt like every screen not named crawlable,
// and not drawn by the server. No loader: the lists are read by the screen's own lazy chunk,
// so the first load carries none of it (ADR 0018).
export const Route = createFileRoute('/following')({
  head: ({ match }) => titleHead(match.context.site, 'Following'),
  component: FollowingPage,
})

function FollowingPage() {
  const session = useSession()
  return (
    <Stack maw="46rem" mx="auto" gap="lg">
      <Title order={1}>Following</Title>
      {session.status === 'loading' ? (
        <PageLoader label="Checking your session" />
      ) : session.status === 'signed-in' ? (
        <FollowingScreen email={session.user.email} />
      ) : (
        <Text>
          <LinkAnchor to="/login" search={{ redirect: '/following' }}>
            Log in
          </LinkAnchor>{' '}
          to see whom you follow.
        </Text>
      )}
    </Stack>
  )
}
