import { Text } from '@mantine/core'
import {
  type InfiniteData,
  type UseSuspenseInfiniteQueryResult,
  useSuspenseInfiniteQuery,
} from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { LoadMore } from '../../../components/load-more'
import type { PostSummary } from '../../../../contract/posts'
import type { PostPage } from '../../../entities/post/api'
import { postQueries } from '../../../entities/post/queries'
import { PostCard } from './post-card'
import { useT } from '../../../lib/i18n/context'
import posts from '../../../locales/en/posts.messages.json'

type Pages = UseSuspenseInfiniteQueryResult<InfiniteData<PostPage>>

/** The feed, newest first, a keyset page at a time. */
export function PostFeed({ language }: { language?: string | undefined }) {
  return <PostPages query={useSuspenseInfiniteQuery(postQueries.feed(language))} />
}

/** One tag's feed, paged as the feed is; `empty` is what a tag without posts shows. */
export function TagFeed({ tag, empty }: { tag: string; empty: ReactNode }) {
  return <PostPages query={useSuspenseInfiniteQuery(postQueries.tagFeed(tag))} empty={empty} />
}

/** The reader's reading list (their uid), the last saved first. */
export function ReadingListFeed({ uid, empty }: { uid: string; empty: ReactNode }) {
  return <PostPages query={useSuspenseInfiniteQuery(postQueries.readingList(uid))} empty={empty} />
}

export function PostPages({
  query,
  empty,
  card,
}: {
  query: Pages
  empty?: ReactNode
  /** Draws a post some other way (a remote one in the following feed); null: a PostCard. */
  card?: (post: PostSummary) => ReactNode
}) {
  const t = useT(posts)
  const { data } = query
  const cards = data.pages.flatMap((page) => page.posts)
  if (cards.length === 0) return empty ?? <Text>{t('posts.noPostsYet')}</Text>
  return (
    <div>
      {cards.map(
        (post, index) =>
          card?.(post) ?? <PostCard key={post._id} post={post} priority={index === 0} />,
      )}
      <LoadMore list={query} />
    </div>
  )
}
