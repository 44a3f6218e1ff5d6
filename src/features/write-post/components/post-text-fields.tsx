// The title and text of a post, as both the new-post and the edit forms ask for them: the same
// labels, the contract's limits and messages, and the same "required" rules (spec §5), in the
// reader's language (docs/decisions/0077).
import { TextInput } from '@mantine/core'
import type { GetInputPropsReturnType } from '@mantine/form'
import { POST_BODY_MAX, TITLE_MAX } from '../../../../contract/posts'
import { TagsInputSchema } from '../../../../contract/tags'
import { useT } from '../../../lib/i18n/context'
import { MarkdownEditor } from '../editor/markdown-editor'
import { type WritePostT, tagMessage, writePost } from '../write-post-words'
import '@mantine/core/styles/Input.css'

/** The body's limit holds for a draft too; only publishing needs text at all. */
function bodyError(t: WritePostT, value: string, required: boolean): string | null {
  const text = value.trim()
  if (text.length > POST_BODY_MAX) return t('writePost.postTextTooLong', { max: POST_BODY_MAX })
  return required && !text ? t('writePost.postTextRequired') : null
}

/** The contract's own check, so the field says what the server would. */
export function tagsError(t: WritePostT, tags: string[]): string | null {
  const parsed = TagsInputSchema.safeParse(tags)
  if (parsed.success) return null
  const message = parsed.error.issues[0]?.message
  return message ? tagMessage(t, message, tags) : t('writePost.tagNotValid')
}

/** `asDraft`: the rules of 'Save draft', which needs only a title. */
export function postTextRules(t: WritePostT, { asDraft = false } = {}) {
  return {
    postTitle: (value: string) => (value.trim() ? null : t('writePost.titleRequired')),
    postBody: (value: string) => bodyError(t, value, !asDraft),
    tags: (tags: string[]) => tagsError(t, tags),
  }
}

export function PostTextFields({
  title,
  body,
}: {
  title: GetInputPropsReturnType
  body: GetInputPropsReturnType
}) {
  const t = useT(writePost)
  return (
    <>
      <TextInput
        // Named as the post's field: the caret is found again by it (ADR 0078).
        name="postTitle"
        label={t('writePost.title')}
        required
        maxLength={TITLE_MAX}
        dir="auto"
        {...title}
      />
      {/* No maxLength on the text: a paste past the limit is said, not silently cut. */}
      <MarkdownEditor body={body} />
    </>
  )
}
