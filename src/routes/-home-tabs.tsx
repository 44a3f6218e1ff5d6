// The home page's "Latest" and "Following" tabs (issue 24), for a signed-in reader only. Loaded
// after hydration (index.tsx): the drawn page is everyone's Latest, and neither its markup nor
// the first load carries the tabs.
import { Tabs } from '@mantine/core'
import { Suspense, useState } from 'react'
import { FollowSuggestions } from '../features/follows/components/follow-suggestions'
import { FollowingFeed } from '../features/posts/components/following-feed'
import { PostFeed } from '../features/posts/components/post-feed'
import { PostFeedSkeleton } from '../features/posts/components/post-skeletons'
import '@mantine/core/styles/Tabs.css'

export type HomeTab = 'latest' | 'following'

/** Where the chosen tab is remembered across visits. */
export const HOME_TAB_KEY = 'homeTab'

function storedTab(): HomeTab {
  try {
    return localStorage.getItem(HOME_TAB_KEY) === 'following' ? 'following' : 'latest'
  } catch {
    return 'latest'
  }
}

export default function HomeTabs({ email }: { email: string }) {
  const [tab, setTab] = useState<HomeTab>(storedTab)
  const choose = (value: string | null) => {
    const next: HomeTab = value === 'following' ? 'following' : 'latest'
    setTab(next)
    try {
      localStorage.setItem(HOME_TAB_KEY, next)
    } catch {
      // A browser that keeps nothing (private mode, full storage) still switches.
    }
  }
  return (
    <Tabs value={tab} onChange={choose} keepMounted={false}>
      <Tabs.List mb="md" aria-label="Which posts">
        <Tabs.Tab value="latest">Latest</Tabs.Tab>
        <Tabs.Tab value="following">Following</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="latest">
        <PostFeed />
      </Tabs.Panel>
      <Tabs.Panel value="following">
        <Suspense fallback={<PostFeedSkeleton />}>
          <FollowingFeed email={email} empty={<FollowSuggestions email={email} />} />
        </Suspense>
      </Tabs.Panel>
    </Tabs>
  )
}
