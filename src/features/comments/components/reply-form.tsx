import { Button, Group, Textarea } from '@mantine/core'
import { useEffect, useRef } from 'react'
import { COMMENT_MAX, type Comment } from '../../../../contract/comments'
import { fieldErrors } from '../../../lib/api-error'
import type { SessionUser } from '../../../lib/auth/session'
import { useTextDraft } from '../../../lib/text-draft'
import { useCreateComment } from '../use-create-comment'
import { MentionSuggestions } from './mention-suggestions'
import { useT } from '../../../lib/i18n/context'
// Its own area: the reply box and the mentions are lazy chunks of the post page; sharing the
// comments area with them put it in the reading pages' shared chunk (scripts/first-screens-chunks.ts).
import commentReply from '../../../locales/en/comment-reply.messages.json'
import '@mantine/core/styles/Input.css'

/**
 * The box under a comment for answering it, with its own mutation: the reply shows in the thread
 * at once; the text stays, read-only, until the server has it, and after a failure stays to send
 * again (the toast says what went wrong), as in the comment form.
 */
export function ReplyForm({
  parent,
  user,
  onClose,
}: {
  parent: Comment
  user: SessionUser
  onClose: () => void
}) {
  const t = useT(commentReply)
  const createComment = useCreateComment(parent.postId, user)
  const draft = useTextDraft()
  const field = useRef<HTMLTextAreaElement>(null)
  // Opening the box takes the keyboard to it.
  useEffect(() => field.current?.focus(), [])
  // Offline, the reply waits in the thread, marked, with a way to cancel it: the box closes.
  const waiting = createComment.isPaused
  useEffect(() => {
    if (waiting) onClose()
  }, [waiting, onClose])
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        const comment = draft.checked(t('commentReply.required'))
        if (comment === null) return
        createComment.mutate(
          { comment, parentId: parent._id },
          {
            onSuccess: () => {
              draft.setText('')
              onClose()
            },
            onError: (failure) => draft.setError(fieldErrors(failure, ['comment']).comment ?? null),
          },
        )
      }}
    >
      <Textarea
        label={t('commentReply.label', { name: parent.userName })}
        {...draft.field}
        rows={2}
        maxLength={COMMENT_MAX}
        readOnly={createComment.isPending && !waiting}
        ref={field}
      />
      <MentionSuggestions
        postId={parent.postId}
        text={draft.text}
        onPick={(completed) => {
          draft.setText(completed)
          field.current?.focus()
        }}
      />
      <Group gap="xs" mt="xs">
        <Button type="submit" size="compact-sm" loading={createComment.isPending && !waiting}>
          {t('commentReply.submit')}
        </Button>
        <Button type="button" size="compact-sm" variant="default" onClick={onClose}>
          {t('commentReply.cancel')}
        </Button>
      </Group>
    </form>
  )
}
