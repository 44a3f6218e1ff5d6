import { Stack, Text } from '@mantine/core'
import { useReducedMotion } from '@mantine/hooks'
import { useSuspenseInfiniteQuery } from '@tanstack/react-query'
import { LoadMore } from '../../../components/load-more'
import { useSessionUser } from '../../../lib/auth/session'
import { commentQueries } from '../../../entities/comment/queries'
import { buildThreads } from '../thread'
import { useCommentTarget } from '../use-comment-target'
import { CommentThread } from './comment-thread'
import classes from './comment-list.module.css'
import { useT } from '../../../lib/i18n/context'
import comments from '../../../locales/en/comments.messages.json'
import '@mantine/core/styles/Card.css'

/** The spec's list animation: each comment appears 50 ms after the one before it (§9). */
export const COMMENT_DELAY_MS = 50

export function CommentList({
  postId,
  postAuthorId,
}: {
  postId: string
  /** The post's author may delete any comment on it. */
  postAuthorId?: string | undefined
}) {
  const t = useT(comments)
  const reduceMotion = useReducedMotion()
  const user = useSessionUser()
  const list = useSuspenseInfiniteQuery(commentQueries.list(postId))
  const { data, hasNextPage, isFetchingNextPage, fetchNextPage } = list
  const pages = data.pages
  const all = pages.flatMap((page) => page.comments)
  useCommentTarget({
    loadedIds: new Set(all.map((c) => c._id)),
    pageCount: pages.length,
    hasNextPage,
    isFetchingNextPage,
    fetchNextPage,
  })
  if (pages.every((page) => page.comments.length === 0)) {
    return <Text c="dimmed">{t('comments.noneYet')}</Text>
  }
  // Counted per page, so a page loaded later does not wait for the ones above it.
  const placeInPage = new Map(
    pages.flatMap((page) => page.comments.map((c, index) => [c._id, index] as const)),
  )
  return (
    <Stack gap="sm">
      <Stack
        component="ul"
        gap="sm"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label={t('comments.heading')}
      >
        {buildThreads(all).map((node, index) => (
          <CommentThread
            key={node.comment._id}
            node={node}
            user={user}
            postAuthorId={postAuthorId}
            className={reduceMotion ? undefined : classes.item}
            style={
              reduceMotion
                ? undefined
                : {
                    animationDelay: `${(placeInPage.get(node.comment._id) ?? index) * COMMENT_DELAY_MS}ms`,
                  }
            }
          />
        ))}
      </Stack>
      <LoadMore list={list} label={t('comments.loadMore')} />
    </Stack>
  )
}
