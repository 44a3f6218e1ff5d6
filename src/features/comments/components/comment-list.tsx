import { Card, Stack, Text } from '@mantine/core'
import { useReducedMotion } from '@mantine/hooks'
import { useSuspenseInfiniteQuery } from '@tanstack/react-query'
import { LoadMore } from '../../../components/load-more'
import { formatDate } from '../../../lib/dates'
import { commentQueries } from '../queries'
import { isUnconfirmed } from '../use-create-comment'
import classes from './comment-list.module.css'
import '@mantine/core/styles/Card.css'
import { CommentText } from './comment-text'

/** The spec's list animation: each comment appears 50 ms after the one before it (§9). */
export const COMMENT_DELAY_MS = 50

export function CommentList({ postId }: { postId: string }) {
  const reduceMotion = useReducedMotion()
  const { data, hasNextPage, isFetchingNextPage, fetchNextPage } = useSuspenseInfiniteQuery(
    commentQueries.list(postId),
  )
  const pages = data.pages
  if (pages.every((page) => page.comments.length === 0)) {
    return <Text c="dimmed">No comments yet.</Text>
  }
  return (
    <Stack gap="sm">
      <Stack
        component="ul"
        gap="sm"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label="Comments"
      >
        {pages.flatMap((page) =>
          // Counted per page, so a page loaded later does not wait for the ones above it.
          page.comments.map((comment, index) => (
            <Card
              key={comment._id}
              component="li"
              withBorder
              padding="sm"
              className={reduceMotion ? undefined : classes.item}
              style={reduceMotion ? undefined : { animationDelay: `${index * COMMENT_DELAY_MS}ms` }}
            >
              <Text size="sm" fw={600}>
                {comment.userName}{' '}
                <Text span size="xs" c="dimmed" fw={400}>
                  {isUnconfirmed(comment) ? (
                    'Posting…'
                  ) : (
                    <time dateTime={comment.time}>{formatDate(comment.time)}</time>
                  )}
                </Text>
              </Text>
              <CommentText text={comment.comment} />
            </Card>
          )),
        )}
      </Stack>
      <LoadMore
        hasNextPage={hasNextPage}
        isFetchingNextPage={isFetchingNextPage}
        fetchNextPage={fetchNextPage}
        label="Load more comments"
      />
    </Stack>
  )
}
