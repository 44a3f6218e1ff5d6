import { useSuspenseInfiniteQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import type { PostSummary } from '../../../../contract/posts'
import { followingFeedQuery } from '../../../entities/post/following-feed'
import { PostPages } from './post-feed'
import { RemotePostCard } from './remote-post-card'

/** A post from another server (issue 29 item 4) as its own card; a local one as every feed's. */
const remoteCard = (post: PostSummary) =>
  post.remote ? <RemotePostCard key={post._id} post={post} remote={post.remote} /> : null

/** What the reader follows, paged as the feed is; `empty` suggests what to follow. */
export function FollowingFeed({ email, empty }: { email: string; empty: ReactNode }) {
  return (
    <PostPages
      query={useSuspenseInfiniteQuery(followingFeedQuery(email))}
      empty={empty}
      card={remoteCard}
    />
  )
}
