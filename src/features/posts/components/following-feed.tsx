import { useSuspenseInfiniteQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { followingFeedQuery } from '../following-feed'
import { PostPages } from './post-feed'

/** What the reader follows, paged as the feed is; `empty` suggests what to follow. */
export function FollowingFeed({ email, empty }: { email: string; empty: ReactNode }) {
  return <PostPages query={useSuspenseInfiniteQuery(followingFeedQuery(email))} empty={empty} />
}
