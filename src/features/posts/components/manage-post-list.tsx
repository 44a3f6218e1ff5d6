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
import { DELETE_POST_QUESTION, EditDeleteButtons } from './edit-delete-buttons'
import { PostByline } from '../../../entities/post/components/post-byline'
import '@mantine/core/styles/FloatingIndicator.css'
import '@mantine/core/styles/Card.css'
import '@mantine/core/styles/SegmentedControl.css'
import { POST_PAGE, postParams } from '../../../lib/post-link'

const FILTERS = [
  { value: 'all', label: 'All' },
  { value: 'published', label: 'Published' },
  { value: 'draft', label: 'Drafts' },
  { value: 'scheduled', label: 'Scheduled' },
] as const
type Filter = (typeof FILTERS)[number]['value']

const EMPTY: Record<Filter, string> = {
  all: 'You dont have any posts',
  published: 'You have no published posts.',
  draft: 'You have no drafts.',
  scheduled: 'You have no scheduled posts.',
}

/** Asked before a published post goes back to the drafts. */
export const UNPUBLISH_POST_QUESTION =
  'Unpublish this post? It leaves the feed, search and feeds, and its page is yours alone, until you publish it again.'

/**
 * The signed-in author's own posts, drafts and scheduled ones marked and filterable, each with
 * Edit and Delete; a published one with Unpublish, a scheduled one with its time, Publish now
 * and Cancel schedule.
 */
export function ManagePostList({ email }: { email: string }) {
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

  if (all.length === 0) return <Text>{EMPTY.all}</Text>
  return (
    <Stack>
      <SegmentedControl
        aria-label="Show"
        data={[...FILTERS]}
        value={filter}
        onChange={(value) => setFilter(value as Filter)}
        style={{ alignSelf: 'flex-start' }}
      />
      {posts.length === 0 ? <Text>{EMPTY[filter]}</Text> : null}
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
                  Draft
                </Badge>
              ) : post.status === 'scheduled' ? (
                <Badge variant="light" color="grape" mt={2} style={{ flexShrink: 0 }}>
                  Scheduled
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
                {post.review.state === 'submitted' ? 'Waiting for review' : 'Sent back'}
              </Badge>
            ) : null}
            {post.status === 'scheduled' && post.publishAt ? (
              <Text size="sm" mt={4}>
                Publishes {formatDate(post.publishAt)}
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
                  Statistics
                </LinkButton>
              ) : null}
              {post.status === 'published' ? (
                <Button
                  variant="subtle"
                  aria-describedby={titleId}
                  loading={unpublish.isPending && unpublish.variables === post._id}
                  onClick={() => setPendingUnpublish(post._id)}
                >
                  Unpublish
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
                        onSuccess: () => notify.success('Posted successfully'),
                      })
                    }
                  >
                    Publish now
                  </Button>
                  <Button
                    variant="subtle"
                    aria-describedby={titleId}
                    loading={cancelSchedule.isPending && cancelSchedule.variables === post._id}
                    onClick={() =>
                      cancelSchedule.mutate(post._id, {
                        onSuccess: () => notify.success('Schedule cancelled: it is a draft again'),
                      })
                    }
                  >
                    Cancel schedule
                  </Button>
                </>
              ) : null}
            </Group>
          </Card>
        )
      })}
      <LoadMore list={list} />
      <ConfirmDialog
        opened={pendingDelete !== null}
        message={DELETE_POST_QUESTION}
        confirmLabel="Delete"
        onConfirm={() => {
          if (pendingDelete) deletePost.mutate(pendingDelete)
          setPendingDelete(null)
        }}
        onCancel={() => setPendingDelete(null)}
      />
      <ConfirmDialog
        opened={pendingUnpublish !== null}
        message={UNPUBLISH_POST_QUESTION}
        confirmLabel="Unpublish"
        onConfirm={() => {
          if (pendingUnpublish) {
            unpublish.mutate(pendingUnpublish, {
              onSuccess: () => notify.success('Post unpublished: it is a draft again'),
            })
          }
          setPendingUnpublish(null)
        }}
        onCancel={() => setPendingUnpublish(null)}
      />
    </Stack>
  )
}
