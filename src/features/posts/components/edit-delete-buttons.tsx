import { Button } from '@mantine/core'
import { ConfirmDialog } from '../../../components/confirm-dialog'
import { LinkButton } from '../../../components/link-button'
import { useT } from '../../../lib/i18n/context'
// Its own small area: Edit and Delete are on the post page too, in the reading pages' shared
// chunk (scripts/first-screens-chunks.ts); the rest of Manage posts' words are not.
import postDelete from '../../../locales/en/post-delete.messages.json'

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
  const t = useT(postDelete)
  return (
    <>
      <LinkButton
        to="/post-edit/$postId"
        params={{ postId }}
        variant="light"
        aria-describedby={titleId}
      >
        {t('postDelete.edit')}
      </LinkButton>
      <Button color="red" variant="subtle" aria-describedby={titleId} onClick={onDelete}>
        {t('postDelete.delete')}
      </Button>
    </>
  )
}

/** The spec's question before a post is deleted (word for word in English), and its Delete. */
export function DeletePostDialog({
  opened,
  onConfirm,
  onCancel,
}: {
  opened: boolean
  onConfirm: () => void
  onCancel: () => void
}) {
  const t = useT(postDelete)
  return (
    <ConfirmDialog
      opened={opened}
      message={t('postDelete.deleteQuestion')}
      confirmLabel={t('postDelete.delete')}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  )
}
