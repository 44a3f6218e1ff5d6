// The following feed (issue 24), composed here by the routes (docs/decisions/0062): the posts
// feature pages it as every feed, the remote-posts feature draws the posts from other servers.
import { useSuspenseInfiniteQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import type { PostSummary } from '../../contract/posts'
import { followingFeedQuery } from '../entities/post/following-feed'
import { PostPages } from '../features/posts/components/post-feed'
import { RemotePostCard } from '../features/remote-posts/components/remote-post-card'

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
