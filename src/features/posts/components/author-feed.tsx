import { Text } from '@mantine/core'
import { useSuspenseInfiniteQuery } from '@tanstack/react-query'
import { LoadMore } from '../../../components/load-more'
import { postQueries } from '../../../entities/post/queries'
import { PostCard } from './post-card'

/** One author's published posts, newest first, a keyset page at a time, as the feed. */
export function AuthorFeed({ authorId }: { authorId: string }) {
  const list = useSuspenseInfiniteQuery(postQueries.authorFeed(authorId))
  const { data } = list
  const posts = data.pages.flatMap((page) => page.posts)
  if (posts.length === 0) return <Text>No posts yet.</Text>
  return (
    <section aria-label="Posts">
      {posts.map((post) => (
        <PostCard key={post._id} post={post} />
      ))}
      <LoadMore list={list} />
    </section>
  )
}
