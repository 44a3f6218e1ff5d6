// The title and text of a post, as both the new-post and the edit forms ask for them: the same
// labels, the contract's limits, and the same "required" rules (spec §5).
import { TextInput, Textarea } from '@mantine/core'
import type { GetInputPropsReturnType } from '@mantine/form'
import { POST_BODY_MAX, TITLE_MAX } from '../../../../contract/posts'
import '@mantine/core/styles/Input.css'

export const postTextRules = {
  postTitle: (value: string) => (value.trim() ? null : 'Title is required'),
  postBody: (value: string) => (value.trim() ? null : 'Post text is required'),
}

export function PostTextFields({
  title,
  body,
}: {
  title: GetInputPropsReturnType
  body: GetInputPropsReturnType
}) {
  return (
    <>
      <TextInput label="Title" required maxLength={TITLE_MAX} {...title} />
      <Textarea label="Post text" required rows={10} maxLength={POST_BODY_MAX} {...body} />
    </>
  )
}
