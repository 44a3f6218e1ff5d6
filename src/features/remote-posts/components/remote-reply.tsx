import { Button, Group, Textarea } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useEffect, useRef } from 'react'
import { toast } from 'sonner'
import { COMMENT_MAX } from '../../../../contract/comments'
import { ApiError, fieldErrors } from '../../../lib/api-error'
import { useReplyToRemotePost } from '../use-remote-post-actions'
import { useT } from '../../../lib/i18n/context'
import remotePostActions from '../../../locales/en/remote-post-actions.messages.json'
import '@mantine/core/styles/Input.css'

/**
 * A reply to a post from another server (issue 29), in a chunk of its own: it is sent to that
 * server and lives there (the post's page shows it). Sent, the box closes and a toast says where
 * it went; refused, the reason is said under the box and the text stays.
 */
export default function RemoteReply({
  postId,
  instance,
  title,
  onClose,
}: {
  postId: string
  instance: string
  title: string
  onClose: () => void
}) {
  const t = useT(remotePostActions)
  const form = useForm({ initialValues: { comment: '' } })
  const box = useRef<HTMLTextAreaElement>(null)
  // Opened by Reply: the writing starts in the box.
  useEffect(() => box.current?.focus(), [])
  const reply = useReplyToRemotePost(postId)
  const submit = form.onSubmit(({ comment }) => {
    if (!comment.trim()) return form.setErrors({ comment: t('remotePostActions.empty') })
    reply.mutate(comment, {
      onSuccess: () => {
        toast.success(t('remotePostActions.sent', { instance }))
        onClose()
      },
      onError: (error) => {
        const fields = fieldErrors(error, ['comment'])
        form.setErrors(fields.comment ? fields : { comment: ApiError.from(error).message })
      },
    })
  })
  return (
    <form noValidate onSubmit={submit}>
      <Textarea
        label={t('remotePostActions.replyBox', { title })}
        description={t('remotePostActions.replyWhere', { instance })}
        rows={3}
        maxLength={COMMENT_MAX}
        ref={box}
        {...form.getInputProps('comment')}
      />
      <Group gap="xs" mt="xs">
        <Button type="submit" size="sm" loading={reply.isPending}>
          {t('remotePostActions.send')}
        </Button>
        <Button variant="subtle" size="sm" onClick={onClose} disabled={reply.isPending}>
          {t('remotePostActions.cancel')}
        </Button>
      </Group>
    </form>
  )
}
