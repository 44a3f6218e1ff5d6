import { Alert, Button, Card, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core'
import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { ReviewItem, ReviewOrder } from '../../../../contract/reviews'
import { roleAtLeast } from '../../../../contract/roles'
import { LinkAnchor } from '../../../components/link-anchor'
import { LinkButton } from '../../../components/link-button'
import { LoadMore } from '../../../components/load-more'
import { PageLoader } from '../../../components/page-loader'
import { UserAvatar } from '../../../components/user-avatar'
import { reviewQueries } from '../../../entities/review/queries'
import { siteQueries } from '../../../entities/site/queries'
import { useFormatDate } from '../../../lib/dates'
import { POST_PAGE, postParams } from '../../../lib/post-link'
import { notify } from '../../../lib/toast'
import { usePublishDraft, useSendBack } from '../use-review-actions'
import { SendBackDialog } from './send-back-dialog'
import '@mantine/core/styles/FloatingIndicator.css'
import '@mantine/core/styles/Card.css'
import '@mantine/core/styles/SegmentedControl.css'

const ORDERS = [
  { value: 'oldest', label: 'Oldest first' },
  { value: 'newest', label: 'Newest first' },
] satisfies { value: ReviewOrder; label: string }[]

/** Who asks decides what the screen is: the queue for an editor, a plain refusal otherwise. */
export function ReviewQueueScreen({ uid }: { uid: string }) {
  const me = useQuery(siteQueries.role(uid))
  if (me.isPending) return <PageLoader label="Loading the review queue" />
  if (!roleAtLeast(me.data?.role, 'editor')) {
    return (
      <Alert color="gray" title="Only editors review drafts">
        A contributor’s drafts wait here for the site’s editors, who publish them or send them back
        with a note.
      </Alert>
    )
  }
  return <ReviewQueue />
}

function ReviewQueue() {
  const [order, setOrder] = useState<ReviewOrder>('oldest')
  const list = useInfiniteQuery(reviewQueries.list(order))
  const publish = usePublishDraft()
  const sendBack = useSendBack()
  const [returning, setReturning] = useState<ReviewItem | null>(null)
  const reviews = list.data?.pages.flatMap((page) => page.reviews) ?? []
  return (
    <Stack>
      <SegmentedControl
        aria-label="Order"
        data={ORDERS}
        value={order}
        onChange={(value) => setOrder(value as ReviewOrder)}
        style={{ alignSelf: 'flex-start' }}
      />
      {list.isPending ? (
        <PageLoader label="Loading the review queue" />
      ) : list.isError ? (
        <Alert color="red" title="The review queue could not be loaded">
          Please try again.
        </Alert>
      ) : reviews.length === 0 ? (
        <Text>No drafts wait for review.</Text>
      ) : (
        <Stack
          component="ul"
          gap="md"
          p={0}
          m={0}
          aria-label="Drafts waiting for review"
          style={{ listStyle: 'none' }}
        >
          {reviews.map((review) => (
            <ReviewCard
              key={review.postId}
              review={review}
              publishing={publish.isPending && publish.variables === review.postId}
              onPublish={() =>
                publish.mutate(review.postId, {
                  onSuccess: () => notify.success(`Published “${review.postTitle}”`),
                })
              }
              onSendBack={() => setReturning(review)}
            />
          ))}
        </Stack>
      )}
      <LoadMore list={list} label="More drafts" />
      <SendBackDialog
        postTitle={returning?.postTitle ?? null}
        onCancel={() => setReturning(null)}
        onSend={(note) => {
          if (!returning) return
          const { postId, postTitle } = returning
          setReturning(null)
          sendBack.mutate(
            { postId, note },
            { onSuccess: () => notify.success(`Sent “${postTitle}” back to its author`) },
          )
        }}
      />
    </Stack>
  )
}

interface ReviewCardProps {
  review: ReviewItem
  publishing: boolean
  onPublish: () => void
  onSendBack: () => void
}

function ReviewCard({ review, publishing, onPublish, onSendBack }: ReviewCardProps) {
  const formatDate = useFormatDate()
  const titleId = `review-${review.postId}`
  return (
    <Card component="li" withBorder aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId} style={{ overflowWrap: 'anywhere' }}>
        <LinkAnchor
          to={POST_PAGE}
          params={postParams(review.postId, review.slug)}
          inherit
          c="bright"
        >
          {review.postTitle}
        </LinkAnchor>
      </Title>
      <Group gap="xs" mt={4} wrap="nowrap">
        <UserAvatar name={review.authorDisplayName} photoURL={review.authorPhotoURL} size={24} />
        <Text size="sm" c="dimmed">
          {review.authorDisplayName} · submitted{' '}
          <time dateTime={review.submittedAt}>{formatDate(review.submittedAt)}</time>
        </Text>
      </Group>
      <Group mt="sm" gap="xs">
        <Button aria-describedby={titleId} loading={publishing} onClick={onPublish}>
          Publish
        </Button>
        <Button variant="default" aria-describedby={titleId} onClick={onSendBack}>
          Send back
        </Button>
        <LinkButton
          variant="subtle"
          aria-describedby={titleId}
          to="/post-edit/$postId"
          params={{ postId: review.postId }}
        >
          Edit
        </LinkButton>
      </Group>
    </Card>
  )
}
