import { Button, Group, Stack } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useBlocker } from '@tanstack/react-router'
import { useRef } from 'react'
import { ConfirmDialog } from '../../../components/confirm-dialog'
import { readPostDraft, usePostDraft } from '../use-post-draft'
import { ImageField } from './image-field'
import { PostTextFields, postTextRules } from './post-text-fields'

export interface NewPostValues {
  postTitle: string
  postBody: string
  image: File
}

interface NewPostFormProps {
  /** Whose draft this is (drafts are kept per user on a shared device). */
  draftOwner: string
  /** Share of the image upload sent, or null. */
  progress: number | null
  /** Uploads and creates; resolves true when the post exists. */
  onSubmit: (values: NewPostValues) => Promise<boolean>
  /** Called once the post exists and the draft is gone. */
  onPosted: () => void
}

export function NewPostForm({ draftOwner, progress, onSubmit, onPosted }: NewPostFormProps) {
  const draft = usePostDraft(draftOwner)
  const posted = useRef(false)
  const form = useForm({
    initialValues: { ...readPostDraft(draftOwner), image: null as File | null },
    validate: {
      ...postTextRules,
      image: (file) =>
        !file
          ? 'Image is required'
          : file.type.startsWith('image/')
            ? null
            : 'Choose an image file',
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

  const publish = async ({ image, ...text }: typeof form.values) => {
    if (!image) return
    const ok = await onSubmit({ ...text, image })
    if (!ok) return
    posted.current = true
    draft.clear()
    onPosted()
  }

  return (
    <form onSubmit={(event) => form.onSubmit(publish)(event)} noValidate>
      <Stack>
        <PostTextFields
          title={form.getInputProps('postTitle')}
          body={form.getInputProps('postBody')}
        />
        <ImageField
          file={form.getValues().image}
          error={form.errors.image?.toString()}
          progress={progress}
          onChange={(file) => form.setFieldValue('image', file)}
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
