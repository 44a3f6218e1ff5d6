import { Button, Group, Textarea } from '@mantine/core'
import { useForm } from '@mantine/form'
import { Suspense, lazy, useCallback, useEffect } from 'react'
import { COMMENT_MAX } from '../../../../contract/comments'
import { fieldErrors } from '../../../lib/api-error'
import type { SessionUser } from '../../../lib/auth/session'
import { useReturnedText } from '../returned-texts'
import { useCreateComment } from '../use-create-comment'
import { useT } from '../../../lib/i18n/context'
import comments from '../../../locales/en/comments.messages.json'
import '@mantine/core/styles/Input.css'

// Only once `@` is typed does it draw anything: its code comes apart from the post's chunk.
const MentionSuggestions = lazy(() =>
  import('./mention-suggestions').then((m) => ({ default: m.MentionSuggestions })),
)

/**
 * The text stays in the box, read-only, until the server has the comment (it shows in the list
 * at once all the same); only then is the box cleared. A failure leaves it there to send again,
 * and nothing that comes back later can overwrite what was typed since. Offline, the comment
 * waits to be sent (docs/decisions/0040) and the box is cleared for the next one.
 */
export function CommentForm({ postId, user }: { postId: string; user: SessionUser }) {
  const t = useT(comments)
  const createComment = useCreateComment(postId, user)
  const form = useForm({
    initialValues: { comment: '' },
    validate: { comment: (value) => (value.trim() ? null : t('comments.required')) },
  })

  const submit = form.onSubmit(({ comment }) => {
    createComment.mutate(
      { comment: comment.trim() },
      {
        onSuccess: () => form.reset(),
        onError: (error) => {
          // Also when it was refused after waiting offline: the text comes back to its box.
          form.setValues({ comment })
          form.setErrors(fieldErrors(error, ['comment']))
        },
      },
    )
  })
  // A comment refused when it was sent after the tab was reopened: its text, back in the box
  // (unless something is being written there already, which it must not overwrite).
  const { getValues, setFieldValue } = form
  useReturnedText(
    postId,
    useCallback(
      (text: string) => {
        if (!getValues().comment.trim()) setFieldValue('comment', text)
      },
      [getValues, setFieldValue],
    ),
  )
  // Offline, the comment waits in the list, marked, with a way to cancel it: the box is free.
  const waiting = createComment.isPaused
  useEffect(() => {
    if (waiting) form.reset()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the form object is new each render
  }, [waiting])

  return (
    <form onSubmit={submit} noValidate>
      <Textarea
        label={t('comments.label')}
        required
        rows={3}
        maxLength={COMMENT_MAX}
        readOnly={createComment.isPending && !waiting}
        {...form.getInputProps('comment')}
      />
      {form.values.comment.includes('@') ? (
        <Suspense fallback={null}>
          <MentionSuggestions
            postId={postId}
            text={form.values.comment}
            onPick={(text) => form.setFieldValue('comment', text)}
          />
        </Suspense>
      ) : null}
      <Group justify="flex-end" mt="sm">
        <Button type="submit" loading={createComment.isPending && !waiting}>
          {t('comments.add')}
        </Button>
      </Group>
    </form>
  )
}
