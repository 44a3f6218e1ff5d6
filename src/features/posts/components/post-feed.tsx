import { Text } from '@mantine/core'
import { useSuspenseInfiniteQuery } from '@tanstack/react-query'
import { LoadMore } from '../../../components/load-more'
import { postQueries } from '../queries'
import { PostCard } from './post-card'

/** The feed, newest first, a keyset page at a time. */
export function PostFeed() {
  const { data, hasNextPage, isFetchingNextPage, fetchNextPage } = useSuspenseInfiniteQuery(
    postQueries.feed(),
  )
  const posts = data.pages.flatMap((page) => page.posts)
  if (posts.length === 0) return <Text>No posts yet.</Text>
  return (
    <div>
      {posts.map((post, index) => (
        <PostCard key={post._id} post={post} priority={index === 0} />
      ))}
      <LoadMore
        hasNextPage={hasNextPage}
        isFetchingNextPage={isFetchingNextPage}
        fetchNextPage={fetchNextPage}
      />
    </div>
  )
}
