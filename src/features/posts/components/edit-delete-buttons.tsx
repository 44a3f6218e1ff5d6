import { Button } from '@mantine/core'
import { LinkButton } from '../../../components/link-button'
import { useT } from '../../../lib/i18n/context'
import postOwner from '../../../locales/en/post-owner.messages.json'

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
  const t = useT(postOwner)
  return (
    <>
      <LinkButton
        to="/post-edit/$postId"
        params={{ postId }}
        variant="light"
        aria-describedby={titleId}
      >
        {t('postOwner.edit')}
      </LinkButton>
      <Button color="red" variant="subtle" aria-describedby={titleId} onClick={onDelete}>
        {t('postOwner.delete')}
      </Button>
    </>
  )
}
