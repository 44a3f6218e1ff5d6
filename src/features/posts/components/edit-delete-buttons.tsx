import { Button } from '@mantine/core'
import { LinkButton } from '../../../components/link-button'

/** The spec's question before a post is deleted, word for word. */
export const DELETE_POST_QUESTION = 'are you sure to delete this post?'

/**
 * A post's Edit and Delete, described by its title (`titleId`): in Manage posts and on the
 * author's own post page. Delete only asks (`onDelete`); the caller confirms and deletes.
 */
export function EditDeleteButtons({
  postId,
  titleId,
  onDelete,
}: {
  postId: string
  titleId: string
  onDelete: () => void
}) {
  return (
    <>
      <LinkButton
        to="/post-edit/$postId"
        params={{ postId }}
        variant="light"
        aria-describedby={titleId}
      >
        Edit
      </LinkButton>
      <Button color="red" variant="subtle" aria-describedby={titleId} onClick={onDelete}>
        Delete
      </Button>
    </>
  )
}
