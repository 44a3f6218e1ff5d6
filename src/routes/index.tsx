import { Group, Stack, Title } from '@mantine/core'
import { createFileRoute } from '@tanstack/react-router'
import { type ReactNode, Suspense, lazy, useState } from 'react'
import { FeedLink } from '../components/feed-link'
import { LinkButton } from '../components/link-button'
import { PostFeed } from '../features/posts/components/post-feed'
import { PostFeedSkeleton } from '../features/posts/components/post-skeletons'
import { postQueries } from '../entities/post/queries'
import { useSiteWaitsForOwner } from '../entities/site/use-site'
import { SiteCover } from '../entities/site/components/site-cover'
import { homeMeta } from '../../contract/head/page-meta'
import { routeHead } from '../lib/route-head'
import { useT } from '../lib/i18n/context'
import { canonicalLanguageTag } from '../../contract/post-language'
import home from '../locales/en/home.messages.json'
import { useSessionUser } from '../lib/auth/session'
import type { HomeTab } from './-home-tabs'

// Below the feed, and not on the first load (ADR 0018): its form code comes after the page.
// Shown only while the site has no owner: its code comes then (ADR 0074).
const SetupInvite = lazy(() =>
  import('../features/site-setup/components/setup-invite').then((m) => ({
    default: m.SetupInvite,
  })),
)
const SubscribeForm = lazy(() =>
  import('../features/subscriptions/components/subscribe-form').then((m) => ({
    default: m.SubscribeForm,
  })),
)

/** `?language=de`: the feed's posts in one language (docs/decisions/0077); anything else, all. */
function validateHomeSearch(search: Record<string, unknown>): { language?: string } {
  const language =
    typeof search.language === 'string' ? canonicalLanguageTag(search.language) : undefined
  return language ? { language } : {}
}

export const Route = createFileRoute('/')({
  validateSearch: validateHomeSearch,
  loaderDeps: ({ search }) => ({ language: search.language }),
  loader: ({ context, deps }) =>
    context.queryClient.infiniteQuery({ ...postQueries.feed(deps.language), staleTime: 'static' }),
  // Cached pages are shown as they are (a stale feed refetches in the background), so going
  // back to the feed never waits. The feed is the site's front page: its head is the site's.
  head: ({ match }) => routeHead(homeMeta(match.context.site)),
  // The first load shows the cards' shapes almost at once, and long enough not to blink.
  pendingMs: 100,
  pendingMinMs: 300,
  pendingComponent: () => (
    <FeedLayout>
      <PostFeedSkeleton />
    </FeedLayout>
  ),
  component: HomeScreen,
})

/** The heading names the tab on screen: Following is not the latest posts. */
function HomeScreen() {
  // Nobody while the server's page is hydrated (the session's server answer), so the first render
  // is the server's; a render that waited for hydration alone would redraw the whole feed in one
  // task that cannot yield (docs/decisions/0072).
  const user = useSessionUser()
  const [chosen, setTab] = useState<HomeTab>('latest')
  // Signed out, there are no tabs: whatever was chosen, the page is Latest.
  const tab = user !== null ? chosen : null
  const waitsForOwner = useSiteWaitsForOwner()
  const t = useT(home)
  const { language } = Route.useSearch()
  return (
    <FeedLayout
      title={tab === 'following' ? t('home.postsYouFollow') : undefined}
      language={language}
    >
      {waitsForOwner ? (
        <Suspense fallback={null}>
          <SetupInvite />
        </Suspense>
      ) : null}
      <HomeFeed tab={tab} email={user?.email} onTabChange={setTab} language={language} />
      <Suspense fallback={null}>
        <SubscribeForm />
      </Suspense>
    </FeedLayout>
  )
}

const HomeTabs = lazy(() => import('./-home-tabs'))
const LanguageFilterNote = lazy(() => import('./-language-filter-note'))

interface HomeFeedProps {
  /** The tab on screen; null without tabs (before hydration, or signed out). */
  tab: HomeTab | null
  email: string | undefined
  onTabChange: (tab: HomeTab) => void
  /** The `?language=` the feed is filtered by. */
  language: string | undefined
}

/**
 * Everyone's Latest, as the server drew it; once hydrated, a signed-in reader gets the tabs
 * (Latest and Following), whose chunk loads then. The feed is Latest's panel and stays where it
 * was drawn, so the tabs' arrival draws nothing again (`home-*`: the ids Mantine's Tabs use).
 */
function HomeFeed({ tab, email, onTabChange, language }: HomeFeedProps) {
  const tabs = tab !== null && email !== undefined
  return (
    <div>
      {tabs ? (
        <Suspense fallback={null}>
          <HomeTabs email={email} tab={tab} onChange={onTabChange} />
        </Suspense>
      ) : null}
      <div
        id="home-panel-latest"
        {...(tabs ? { role: 'tabpanel', 'aria-labelledby': 'home-tab-latest' } : {})}
        hidden={tab === 'following'}
      >
        <PostFeed language={language} />
      </div>
    </div>
  )
}

/** The feed's column, narrower than the page, as a reading list is. */
function FeedLayout({
  title,
  language,
  children,
}: {
  title?: string | undefined
  language?: string | undefined
  children: ReactNode
}) {
  const t = useT(home)
  return (
    <Stack maw="46rem" mx="auto" gap="lg">
      <SiteCover />
      <Group justify="space-between" align="center">
        <Title order={1}>{title ?? t('home.latestPosts')}</Title>
        <Group gap="xs">
          <FeedLink href="/rss.xml" label={t('home.rssLatest')} />
          <LinkButton to="/new-post" search={{ from: '/' }}>
            {t('home.createPost')}
          </LinkButton>
        </Group>
      </Group>
      {language ? (
        <Suspense fallback={null}>
          <LanguageFilterNote language={language} />
        </Suspense>
      ) : null}
      {children}
    </Stack>
  )
}
