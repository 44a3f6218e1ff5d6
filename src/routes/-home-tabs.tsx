// The home page's "Latest" and "Following" tabs (issue 24), for a signed-in reader only. Loaded
// after hydration (index.tsx): the drawn page is everyone's Latest, and neither its markup nor
// the first load carries the tabs. Latest's panel is the page's own feed (index.tsx), which stays
// mounted as the tabs arrive: nothing the reader sees or focused is drawn again.
import { Group, Tabs } from '@mantine/core'
import { Suspense, useEffect } from 'react'
import { LinkAnchor } from '../components/link-anchor'
import { FOLLOW_ELSEWHERE_ID } from '../features/follows/follow-elsewhere'
import { FollowSuggestions } from '../features/follows/components/follow-suggestions'
import { FollowingFeed } from './-following-feed'
import { PostFeedSkeleton } from '../features/posts/components/post-skeletons'
import { useT } from '../lib/i18n/context'
import home from '../locales/en/home.messages.json'
import '@mantine/core/styles/Tabs.css'

export type HomeTab = 'latest' | 'following'

/** Where the chosen tab is remembered across visits. */
export const HOME_TAB_KEY = 'homeTab'
/** The tabs' id: Mantine names the tab `home-tab-<value>` and its panel `home-panel-<value>`. */
export const HOME_TABS_ID = 'home'

function storedTab(): HomeTab {
  try {
    return localStorage.getItem(HOME_TAB_KEY) === 'following' ? 'following' : 'latest'
  } catch {
    return 'latest'
  }
}

interface HomeTabsProps {
  email: string
  tab: HomeTab
  onChange: (tab: HomeTab) => void
}

export default function HomeTabs({ email, tab, onChange }: HomeTabsProps) {
  const t = useT(home)
  // The remembered tab, once this chunk is here (the drawn page showed Latest).
  useEffect(() => onChange(storedTab()), [onChange])
  const choose = (value: string | null) => {
    const next: HomeTab = value === 'following' ? 'following' : 'latest'
    onChange(next)
    try {
      localStorage.setItem(HOME_TAB_KEY, next)
    } catch {
      // A browser that keeps nothing (private mode, full storage) still switches.
    }
  }
  return (
    <Tabs id={HOME_TABS_ID} value={tab} onChange={choose} keepMounted={false}>
      <Tabs.List aria-label={t('home.tabs')} mb="md">
        <Tabs.Tab value="latest">{t('home.tabLatest')}</Tabs.Tab>
        <Tabs.Tab value="following">{t('home.tabFollowing')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="following">
        {/* The posts come first: whom one follows, and the form to follow someone on another
            server, are a page of their own (ADR 0059), one line away. */}
        <Group gap="md" justify="flex-end" mb="sm">
          <LinkAnchor to="/following" size="sm">
            {t('home.whomYouFollow')}
          </LinkAnchor>
          <LinkAnchor to="/following" hash={FOLLOW_ELSEWHERE_ID} size="sm">
            {t('home.followElsewhere')}
          </LinkAnchor>
        </Group>
        <Suspense fallback={<PostFeedSkeleton />}>
          <FollowingFeed email={email} empty={<FollowSuggestions email={email} />} />
        </Suspense>
      </Tabs.Panel>
    </Tabs>
  )
}
