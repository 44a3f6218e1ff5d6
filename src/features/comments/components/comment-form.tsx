import { Button, Group, Textarea } from '@mantine/core'
import { useForm } from '@mantine/form'
import { COMMENT_MAX } from '../../../../contract/comments'
import { fieldErrors } from '../../../lib/api-error'
import type { SessionUser } from '../../../lib/auth/session'
import { useCreateComment } from '../use-create-comment'

export function CommentForm({ postId, user }: { postId: string; user: SessionUser }) {
  const createComment = useCreateComment(postId, user)
  const form = useForm({
    initialValues: { comment: '' },
    validate: { comment: (value) => (value.trim() ? null : 'Comment is required') },
  })

  const submit = form.onSubmit(({ comment }) => {
    const text = comment.trim()
    form.reset()
    // The comment shows at once; if it fails, the text comes back so nothing typed is lost.
    createComment.mutate(text, {
      onError: (error) => {
        form.setValues({ comment: text })
        form.setErrors(fieldErrors(error, ['comment']))
      },
    })
  })

  return (
    <form onSubmit={submit} noValidate>
      <Textarea
        label="Comment"
        required
        rows={3}
        maxLength={COMMENT_MAX}
        {...form.getInputProps('comment')}
      />
      <Group justify="flex-end" mt="sm">
        <Button type="submit">Add comment</Button>
      </Group>
    </form>
  )
}
