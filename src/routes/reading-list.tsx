import { Stack, Text, Title } from '@mantine/core'
import { createFileRoute } from '@tanstack/react-router'
import { LinkAnchor } from '../components/link-anchor'
import { PageLoader } from '../components/page-loader'
import { ReadingListFeed } from '../features/posts/components/post-feed'
import { postQueries } from '../entities/post/queries'
import { useSessionUser } from '../lib/auth/session'
import { pageTitle } from '../lib/page-title'
import { useT } from '../lib/i18n/context'
import { withElements } from '../lib/i18n/elements'
import readerLists from '../locales/en/reader-lists.messages.json'

// Issue 24 item 4: the posts a reader saved for later, the last saved first. Private: signed in
// only, and not drawn by the server.
export const Route = createFileRoute('/reading-list')({
  loader: async ({ context: { queryClient, session } }) => {
    const current = await session.ready()
    if (current.status !== 'signed-in') return
    await queryClient
      .infiniteQuery(postQueries.readingList(current.user.uid))
      .catch(() => undefined)
  },
  head: pageTitle((t) => t('nav.readingList')),
  pendingComponent: ReadingListPending,
  component: ReadingListPage,
})

function ReadingListPending() {
  const t = useT(readerLists)
  return <PageLoader label={t('readerLists.loadingReadingList')} />
}

function ReadingListPage() {
  const user = useSessionUser()
  const t = useT(readerLists)
  const shell = useT()
  return (
    // The feed's column: the same cards as the home page, at the same width.
    <Stack maw="46rem" mx="auto" gap="lg">
      <Title order={1}>{shell('nav.readingList')}</Title>
      {user ? (
        <ReadingListFeed
          uid={user.uid}
          empty={
            <Text>
              {withElements((m) => t('readerLists.readingListEmpty', { link: m.link }), {
                link: <LinkAnchor to="/">{t('readerLists.seeLatest')}</LinkAnchor>,
              })}
            </Text>
          }
        />
      ) : (
        <Text>
          {withElements((m) => t('readerLists.readingListLogIn', { link: m.link }), {
            link: (
              <LinkAnchor to="/login" search={{ redirect: '/reading-list' }}>
                {t('readerLists.logIn')}
              </LinkAnchor>
            ),
          })}
        </Text>
      )}
    </Stack>
  )
}
