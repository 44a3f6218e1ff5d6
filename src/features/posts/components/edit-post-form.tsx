import { Button, Group, Stack, Title } from '@mantine/core'
import { useForm } from '@mantine/form'
import type { PostSummary } from '../../../../contract/posts'
import { fieldErrors } from '../../../lib/api-error'
import { notify } from '../../../lib/toast'
import { PostTextFields, postTextRules } from './post-text-fields'
import { useUpdatePost } from '../use-update-post'

const FIELDS = ['postTitle', 'postBody'] as const

/** The spec's edit heading: 'Edit' and the first 10 characters of the title (§2, §9). */
export const EDIT_HEADING_TITLE_LENGTH = 10

export function editHeading(title: string): string {
  return `Edit ${title.slice(0, EDIT_HEADING_TITLE_LENGTH)}`
}

/** Edits the title and text of a post; `onSaved` runs when the server changed exactly one post. */
export function EditPostForm({ post, onSaved }: { post: PostSummary; onSaved: () => void }) {
  const update = useUpdatePost(post._id)
  const form = useForm({
    initialValues: { postTitle: post.postTitle, postBody: post.postBody },
    validate: postTextRules,
  })

  const submit = form.onSubmit((values) =>
    update.mutate(
      { postTitle: values.postTitle.trim(), postBody: values.postBody.trim() },
      {
        onSuccess: ({ modifiedCount }) => {
          if (modifiedCount === 1) onSaved()
          else notify.blank('Nothing was changed')
        },
        // The request wraps the fields in `postBody` (spec §7), and so do the server's messages.
        onError: (error) => form.setErrors(fieldErrors(error, FIELDS, 'postBody.')),
      },
    ),
  )

  return (
    <Stack>
      <Title order={1}>{editHeading(post.postTitle)}</Title>
      <form onSubmit={submit} noValidate>
        <Stack>
          <PostTextFields
            title={form.getInputProps('postTitle')}
            body={form.getInputProps('postBody')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={update.isPending}>
              Save changes
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  )
}
