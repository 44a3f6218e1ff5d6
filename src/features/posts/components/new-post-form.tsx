import { Button, Group, Stack } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useBlocker } from '@tanstack/react-router'
import { useRef } from 'react'
import { ConfirmDialog } from '../../../components/confirm-dialog'
import { fieldErrors } from '../../../lib/api-error'
import type { SessionUser } from '../../../lib/auth/session'
import { IMAGE_MESSAGES, imageFileError } from '../../../lib/images/prepare'
import { readPostDraft, usePostDraft } from '../use-post-draft'
import { usePublishPost } from '../use-publish-post'
import { ImageField } from './image-field'
import { PostTextFields, postTextRules } from './post-text-fields'

const FIELDS = ['postTitle', 'postBody', 'image'] as const

interface NewPostFormProps {
  /** The author; their draft is kept apart from other users' on a shared device. */
  user: SessionUser
  /** Called once the post exists and the draft is gone. */
  onPosted: () => void
}

export function NewPostForm({ user, onPosted }: NewPostFormProps) {
  const { publish, progress } = usePublishPost(user)
  const draftOwner = user.email
  const draft = usePostDraft(draftOwner)
  const posted = useRef(false)
  const form = useForm({
    initialValues: { ...readPostDraft(draftOwner), image: null as File | null },
    validate: {
      ...postTextRules,
      image: (file) => (file ? imageFileError(file) : IMAGE_MESSAGES.required),
    },
    onValuesChange: ({ postTitle, postBody }) => draft.save({ postTitle, postBody }),
  })
  const { postTitle, postBody } = form.getValues()
  const hasUnsavedText = Boolean(postTitle.trim() || postBody.trim())
  const blocker = useBlocker({
    shouldBlockFn: () => hasUnsavedText && !posted.current,
    enableBeforeUnload: () => hasUnsavedText && !posted.current,
    withResolver: true,
  })

  const submit = async ({ image, ...text }: typeof form.values) => {
    if (!image) return
    try {
      await publish({ ...text, image })
    } catch (error) {
      // The toast says it failed; what the server refused is shown under its field.
      form.setErrors(fieldErrors(error, FIELDS))
      return
    }
    posted.current = true
    draft.clear()
    onPosted()
  }

  return (
    <form onSubmit={(event) => form.onSubmit(submit)(event)} noValidate>
      <Stack>
        <PostTextFields
          title={form.getInputProps('postTitle')}
          body={form.getInputProps('postBody')}
        />
        <ImageField
          file={form.getValues().image}
          error={form.errors.image?.toString()}
          progress={progress}
          onChange={(file) => {
            form.setFieldValue('image', file)
            // Said as soon as it is chosen, not at Publish.
            if (file) form.validateField('image')
          }}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={form.submitting}>
            Publish
          </Button>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={blocker.status === 'blocked'}
        message="Leave this page? What you typed stays saved as a draft on this device."
        confirmLabel="Leave"
        cancelLabel="Stay"
        onConfirm={() => blocker.proceed?.()}
        onCancel={() => blocker.reset?.()}
      />
    </form>
  )
}
