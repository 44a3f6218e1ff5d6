import { Group } from '@mantine/core'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import type { PostSummary } from '../../../../contract/posts'
import { useSessionUser } from '../../../lib/auth/session'
import { useDeletePost } from '../use-delete-post'
import { DeletePostDialog, EditDeleteButtons } from './edit-delete-buttons'

/**
 * Edit and Delete on the author's own post page (issue 22). Nobody else sees them, and a drawn
 * page has no session yet: they appear once the author is known. Delete asks as Manage posts
 * does, then goes to Manage posts, where the post is already gone (put back if the server
 * refuses, with a toast).
 */
export function PostOwnerActions({ post }: { post: Pick<PostSummary, '_id' | 'authorId'> }) {
  const user = useSessionUser()
  const navigate = useNavigate()
  const deletePost = useDeletePost()
  const [confirming, setConfirming] = useState(false)
  if (!user || !post.authorId || user.uid !== post.authorId) return null
  // Said with the post's title, as in Manage posts (post-article.tsx names the title so).
  const titleId = `post-title-${post._id}`
  return (
    <Group gap="xs">
      <EditDeleteButtons postId={post._id} titleId={titleId} onDelete={() => setConfirming(true)} />
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
