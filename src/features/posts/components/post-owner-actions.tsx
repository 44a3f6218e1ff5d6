import { Button, Group } from '@mantine/core'
import { useNavigate } from '@tanstack/react-router'
import { Suspense, lazy, useState } from 'react'
import type { PostSummary } from '../../../../contract/posts'
import { useSessionUser } from '../../../lib/auth/session'
import { useT } from '../../../lib/i18n/context'
import postDelete from '../../../locales/en/post-delete.messages.json'
import { useDeletePost } from '../use-delete-post'
import { DeletePostDialog, EditDeleteButtons } from './edit-delete-buttons'

// The writer's desk on the post page (ADR 0078): a reader never loads it.
const UnpublishButton = lazy(() =>
  import('../post-desk').then((m) => ({ default: m.UnpublishButton })),
)

/**
 * Edit, Unpublish and Delete on the author's own post page (issue 22). Nobody else sees them, and
 * a drawn page has no session yet: they appear once the author is known. A draft's Edit is in its
 * banner (draft-banner.tsx), beside Publish; Unpublish asks first (unpublish-button.tsx). Delete asks as Manage posts does, then goes to Manage
 * posts, where the post is already gone (put back if the server refuses, with a toast).
 */
export function PostOwnerActions({
  post,
}: {
  post: Pick<PostSummary, '_id' | 'authorId' | 'status'>
}) {
  const t = useT(postDelete)
  const user = useSessionUser()
  const navigate = useNavigate()
  const deletePost = useDeletePost()
  const [confirming, setConfirming] = useState(false)
  if (!user || !post.authorId || user.uid !== post.authorId) return null
  // Said with the post's title, as in Manage posts (post-article.tsx names the title so).
  const titleId = `post-title-${post._id}`
  const published = post.status === 'published'
  return (
    <Group gap="xs">
      {published ? (
        <>
          <EditDeleteButtons
            postId={post._id}
            titleId={titleId}
            onDelete={() => setConfirming(true)}
          />
          <Suspense fallback={null}>
            <UnpublishButton postId={post._id} titleId={titleId} user={user} />
          </Suspense>
        </>
      ) : (
        // A draft's Edit is in its banner (draft-banner.tsx).
        <Button
          color="red"
          variant="subtle"
          aria-describedby={titleId}
          onClick={() => setConfirming(true)}
        >
          {t('postDelete.delete')}
        </Button>
      )}
      <DeletePostDialog
        opened={confirming}
        onConfirm={() => {
          setConfirming(false)
          deletePost.mutate(post._id)
          void navigate({ to: '/managePosts' })
        }}
        onCancel={() => setConfirming(false)}
      />
    </Group>
  )
}
