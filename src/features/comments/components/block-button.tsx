import { Button } from '@mantine/core'
import { useState } from 'react'
import type { Comment } from '../../../../contract/comments'
import { ConfirmDialog } from '../../../components/confirm-dialog'
import { useBlockPerson } from '../use-block-person'
import { useT } from '../../../lib/i18n/context'
import commentBlock from '../../../locales/en/comment-block.messages.json'

/**
 * Block the writer of a comment (asked first), or unblock them on a comment hidden for it. Shown
 * to a signed-in reader on someone else's comment.
 */
export function BlockButton({ comment }: { comment: Comment }) {
  const t = useT(commentBlock)
  const [confirming, setConfirming] = useState(false)
  const block = useBlockPerson()
  const uid = comment.userId
  if (!uid) return null
  const hidden = comment.hiddenReason === 'blocked'
  return (
    <>
      <Button
        size="compact-sm"
        variant="subtle"
        color="gray"
        loading={block.isPending}
        onClick={() => (hidden ? block.mutate({ uid, blocked: false }) : setConfirming(true))}
      >
        {hidden ? t('commentBlock.unblock') : t('commentBlock.block', { name: comment.userName })}
      </Button>
      <ConfirmDialog
        opened={confirming}
        message={t('commentBlock.question', { name: comment.userName })}
        confirmLabel={t('commentBlock.confirm')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false)
          block.mutate({ uid, blocked: true })
        }}
      />
    </>
  )
}
