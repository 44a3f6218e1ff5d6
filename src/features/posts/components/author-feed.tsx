import { Text } from '@mantine/core'
import { useSuspenseInfiniteQuery } from '@tanstack/react-query'
import { LoadMore } from '../../../components/load-more'
import { postQueries } from '../../../entities/post/queries'
import { PostCard } from './post-card'
import { useT } from '../../../lib/i18n/context'
import posts from '../../../locales/en/posts.messages.json'

/** One author's published posts, newest first, a keyset page at a time, as the feed. */
export function AuthorFeed({ authorId }: { authorId: string }) {
  const t = useT(posts)
  const list = useSuspenseInfiniteQuery(postQueries.authorFeed(authorId))
  const { data } = list
  const cards = data.pages.flatMap((page) => page.posts)
  if (cards.length === 0) return <Text>{t('posts.noPostsYet')}</Text>
  return (
    <section aria-label={t('posts.postsLandmark')}>
      {cards.map((post) => (
        <PostCard key={post._id} post={post} />
      ))}
      <LoadMore list={list} />
    </section>
  )
}
