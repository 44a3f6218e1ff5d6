// The title and text of a post, as both the new-post and the edit forms ask for them: the same
// labels, the contract's limits and messages, and the same "required" rules (spec §5).
import { TextInput } from '@mantine/core'
import type { GetInputPropsReturnType } from '@mantine/form'
import { POST_BODY_MAX, TITLE_MAX } from '../../../../contract/posts'
import { TagsInputSchema } from '../../../../contract/tags'
import { MarkdownEditor } from '../editor/markdown-editor'
import '@mantine/core/styles/Input.css'

const bodyTooLong = `Post text must be at most ${POST_BODY_MAX} characters`

/** The body's limit holds for a draft too; only publishing needs text at all. */
function bodyError(value: string, required: boolean): string | null {
  const text = value.trim()
  if (text.length > POST_BODY_MAX) return bodyTooLong
  return required && !text ? 'Post text is required' : null
}

/** The contract's own check, so the field says what the server would. */
export function tagsError(tags: string[]): string | null {
  const parsed = TagsInputSchema.safeParse(tags)
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Not a valid tag')
}

/** `asDraft`: the rules of 'Save draft', which needs only a title. */
export function postTextRules({ asDraft = false } = {}) {
  return {
    postTitle: (value: string) => (value.trim() ? null : 'Title is required'),
    postBody: (value: string) => bodyError(value, !asDraft),
    tags: tagsError,
  }
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
      {/* No maxLength on the text: a paste past the limit is said, not silently cut. */}
      <MarkdownEditor body={body} />
    </>
  )
}
