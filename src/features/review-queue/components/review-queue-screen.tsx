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
import { withElements } from '../../../lib/i18n/elements'
import { useT } from '../../../lib/i18n/context'
import reviewQueue from '../../../locales/en/review-queue.messages.json'
import '@mantine/core/styles/FloatingIndicator.css'
import '@mantine/core/styles/Card.css'
import '@mantine/core/styles/SegmentedControl.css'

/** Who asks decides what the screen is: the queue for an editor, a plain refusal otherwise. */
export function ReviewQueueScreen({ uid }: { uid: string }) {
  const t = useT(reviewQueue)
  const me = useQuery(siteQueries.role(uid))
  if (me.isPending) return <PageLoader label={t('reviewQueue.loading')} />
  if (!roleAtLeast(me.data?.role, 'editor')) {
    return (
      <Alert color="gray" title={t('reviewQueue.onlyEditors')}>
        {t('reviewQueue.onlyEditorsBody')}
      </Alert>
    )
  }
  return <ReviewQueue />
}

function ReviewQueue() {
  const t = useT(reviewQueue)
  const [order, setOrder] = useState<ReviewOrder>('oldest')
  const list = useInfiniteQuery(reviewQueries.list(order))
  const publish = usePublishDraft()
  const sendBack = useSendBack()
  const [returning, setReturning] = useState<ReviewItem | null>(null)
  const reviews = list.data?.pages.flatMap((page) => page.reviews) ?? []
  return (
    <Stack>
      <SegmentedControl
        aria-label={t('reviewQueue.order')}
        data={[
          { value: 'oldest', label: t('reviewQueue.oldestFirst') },
          { value: 'newest', label: t('reviewQueue.newestFirst') },
        ]}
        value={order}
        onChange={(value) => setOrder(value as ReviewOrder)}
        style={{ alignSelf: 'flex-start' }}
      />
      {list.isPending ? (
        <PageLoader label={t('reviewQueue.loading')} />
      ) : list.isError ? (
        <Alert color="red" title={t('reviewQueue.loadFailed')}>
          {t('reviewQueue.tryAgain')}
        </Alert>
      ) : reviews.length === 0 ? (
        <Text>{t('reviewQueue.empty')}</Text>
      ) : (
        <Stack
          component="ul"
          gap="md"
          p={0}
          m={0}
          aria-label={t('reviewQueue.listLabel')}
          style={{ listStyle: 'none' }}
        >
          {reviews.map((review) => (
            <ReviewCard
              key={review.postId}
              review={review}
              publishing={publish.isPending && publish.variables === review.postId}
              onPublish={() =>
                publish.mutate(review.postId, {
                  onSuccess: () =>
                    notify.success(t('reviewQueue.published', { title: review.postTitle })),
                })
              }
              onSendBack={() => setReturning(review)}
            />
          ))}
        </Stack>
      )}
      <LoadMore list={list} label={t('reviewQueue.moreDrafts')} />
      <SendBackDialog
        postTitle={returning?.postTitle ?? null}
        onCancel={() => setReturning(null)}
        onSend={(note) => {
          if (!returning) return
          const { postId, postTitle } = returning
          setReturning(null)
          sendBack.mutate(
            { postId, note },
            { onSuccess: () => notify.success(t('reviewQueue.sentBack', { title: postTitle })) },
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
  const t = useT(reviewQueue)
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
          {withElements(
            (m) => t('reviewQueue.submittedBy', { author: review.authorDisplayName, date: m.date }),
            { date: <time dateTime={review.submittedAt}>{formatDate(review.submittedAt)}</time> },
          )}
        </Text>
      </Group>
      <Group mt="sm" gap="xs">
        <Button aria-describedby={titleId} loading={publishing} onClick={onPublish}>
          {t('reviewQueue.publish')}
        </Button>
        <Button variant="default" aria-describedby={titleId} onClick={onSendBack}>
          {t('reviewQueue.sendBack')}
        </Button>
        <LinkButton
          variant="subtle"
          aria-describedby={titleId}
          to="/post-edit/$postId"
          params={{ postId: review.postId }}
        >
          {t('reviewQueue.edit')}
        </LinkButton>
      </Group>
    </Card>
  )
}
