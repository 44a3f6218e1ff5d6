import { Badge, Button, Card, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core'
import { useSuspenseInfiniteQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { LinkAnchor } from '../../../components/link-anchor'
import { LinkButton } from '../../../components/link-button'
import { ConfirmDialog } from '../../../components/confirm-dialog'
import { LoadMore } from '../../../components/load-more'
import { useFormatDate } from '../../../lib/dates'
import { notify } from '../../../lib/toast'
import { postQueries } from '../../../entities/post/queries'
import { useDeletePost, useDeletedPosts } from '../use-delete-post'
import { useCancelSchedule, usePublishNow, useUnpublishPost } from '../use-post-status'
import { DeletePostDialog, EditDeleteButtons } from './edit-delete-buttons'
import { type Translate, useT } from '../../../lib/i18n/context'
import postOwner from '../../../locales/en/post-owner.messages.json'
import { PostByline } from '../../../entities/post/components/post-byline'
import '@mantine/core/styles/FloatingIndicator.css'
import '@mantine/core/styles/Card.css'
import '@mantine/core/styles/SegmentedControl.css'
import { POST_PAGE, postParams } from '../../../lib/post-link'

type Filter = 'all' | 'published' | 'draft' | 'scheduled'
type PostOwnerT = Translate<keyof typeof postOwner>

/** The filters, named in the reader's language (each id a literal: docs/decisions/0077). */
const filters = (t: PostOwnerT): { value: Filter; label: string }[] => [
  { value: 'all', label: t('postOwner.filterAll') },
  { value: 'published', label: t('postOwner.filterPublished') },
  { value: 'draft', label: t('postOwner.filterDrafts') },
  { value: 'scheduled', label: t('postOwner.filterScheduled') },
]

/** What a filter with nothing in it says. */
function emptyText(t: PostOwnerT, filter: Filter): string {
  switch (filter) {
    case 'all':
      return t('postOwner.emptyAll')
    case 'published':
      return t('postOwner.emptyPublished')
    case 'draft':
      return t('postOwner.emptyDrafts')
    case 'scheduled':
      return t('postOwner.emptyScheduled')
  }
}

/**
 * The signed-in author's own posts, drafts and scheduled ones marked and filterable, each with
 * Edit and Delete; a published one with Unpublish, a scheduled one with its time, Publish now
 * and Cancel schedule.
 */
export function ManagePostList({ email }: { email: string }) {
  const t = useT(postOwner)
  const list = useSuspenseInfiniteQuery(postQueries.userPosts(email))
  const { data } = list
  const deletePost = useDeletePost()
  const [pendingDelete, setPendingDelete] = useState<string | null>(null)
  const unpublish = useUnpublishPost()
  const [pendingUnpublish, setPendingUnpublish] = useState<string | null>(null)
  const publishNow = usePublishNow()
  const cancelSchedule = useCancelSchedule()
  const formatDate = useFormatDate()
  const [filter, setFilter] = useState<Filter>('all')
  const deleted = useDeletedPosts()
  const all = data.pages.flatMap((page) => page.posts).filter((post) => !deleted.has(post._id))
  const posts = filter === 'all' ? all : all.filter((post) => post.status === filter)

  if (all.length === 0) return <Text>{emptyText(t, 'all')}</Text>
  return (
    <Stack>
      <SegmentedControl
        aria-label={t('postOwner.show')}
        data={filters(t)}
        value={filter}
        onChange={(value) => setFilter(value as Filter)}
        style={{ alignSelf: 'flex-start' }}
      />
      {posts.length === 0 ? <Text>{emptyText(t, filter)}</Text> : null}
      {posts.map((post) => {
        const titleId = `manage-${post._id}`
        return (
          <Card key={post._id} withBorder component="article" aria-labelledby={titleId}>
            <Group gap="xs" wrap="nowrap" align="flex-start">
              <Title order={2} size="h4" id={titleId}>
                <LinkAnchor
                  to={POST_PAGE}
                  params={postParams(post._id, post.slug)}
                  inherit
                  c="bright"
                >
                  {post.postTitle}
                </LinkAnchor>
              </Title>
              {post.status === 'draft' ? (
                <Badge variant="default" mt={2} style={{ flexShrink: 0 }}>
                  {t('postOwner.draft')}
                </Badge>
              ) : post.status === 'scheduled' ? (
                <Badge variant="light" color="grape" mt={2} style={{ flexShrink: 0 }}>
                  {t('postOwner.scheduled')}
                </Badge>
              ) : null}
            </Group>
            <PostByline post={post} />
            {/* Where its review is (ADR 0074, addendum): the editor's note is in the editor. */}
            {post.review ? (
              <Badge
                variant="light"
                color={post.review.state === 'submitted' ? 'blue' : 'orange'}
                mt={6}
                // Orange words on the light orange ground are too faint (axe's contrast rule).
                styles={
                  post.review.state === 'submitted'
                    ? undefined
                    : { label: { color: 'var(--mantine-color-text)' } }
                }
              >
                {post.review.state === 'submitted'
                  ? t('postOwner.waitingForReview')
                  : t('postOwner.sentBack')}
              </Badge>
            ) : null}
            {post.status === 'scheduled' && post.publishAt ? (
              <Text size="sm" mt={4}>
                {t('postOwner.publishes', { date: formatDate(post.publishAt) })}
              </Text>
            ) : null}
            <Group mt="sm">
              <EditDeleteButtons
                postId={post._id}
                titleId={titleId}
                onDelete={() => setPendingDelete(post._id)}
              />
              {post.status === 'published' ? (
                <LinkButton
                  variant="subtle"
                  aria-describedby={titleId}
                  to="/stats"
                  search={{ post: post._id }}
                >
                  {t('postOwner.statistics')}
                </LinkButton>
              ) : null}
              {post.status === 'published' ? (
                <Button
                  variant="subtle"
                  aria-describedby={titleId}
                  loading={unpublish.isPending && unpublish.variables === post._id}
                  onClick={() => setPendingUnpublish(post._id)}
                >
                  {t('postOwner.unpublish')}
                </Button>
              ) : null}
              {post.status === 'scheduled' ? (
                <>
                  <Button
                    variant="subtle"
                    aria-describedby={titleId}
                    loading={publishNow.isPending && publishNow.variables === post._id}
                    onClick={() =>
                      publishNow.mutate(post._id, {
                        onSuccess: () => notify.success(t('postOwner.postedSuccessfully')),
                      })
                    }
                  >
                    {t('postOwner.publishNow')}
                  </Button>
                  <Button
                    variant="subtle"
                    aria-describedby={titleId}
                    loading={cancelSchedule.isPending && cancelSchedule.variables === post._id}
                    onClick={() =>
                      cancelSchedule.mutate(post._id, {
                        onSuccess: () => notify.success(t('postOwner.scheduleCancelled')),
                      })
                    }
                  >
                    {t('postOwner.cancelSchedule')}
                  </Button>
                </>
              ) : null}
            </Group>
          </Card>
        )
      })}
      <LoadMore list={list} />
      <DeletePostDialog
        opened={pendingDelete !== null}
        onConfirm={() => {
          if (pendingDelete) deletePost.mutate(pendingDelete)
          setPendingDelete(null)
        }}
        onCancel={() => setPendingDelete(null)}
      />
      <ConfirmDialog
        opened={pendingUnpublish !== null}
        message={t('postOwner.unpublishQuestion')}
        confirmLabel={t('postOwner.unpublish')}
        onConfirm={() => {
          if (pendingUnpublish) {
            unpublish.mutate(pendingUnpublish, {
              onSuccess: () => notify.success(t('postOwner.unpublished')),
            })
          }
          setPendingUnpublish(null)
        }}
        onCancel={() => setPendingUnpublish(null)}
      />
    </Stack>
  )
}
