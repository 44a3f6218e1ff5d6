import { Stack, Title } from '@mantine/core'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { z } from 'zod'
import { RouteError } from '../../components/route-error'
import { useUploadImage } from '../../features/images/use-upload-image'
import { NewPostForm, type NewPostValues } from '../../features/posts/components/new-post-form'
import { useCreatePost } from '../../features/posts/use-create-post'
import { useSessionUser } from '../../lib/auth/session'
import { safeRedirect } from '../../lib/safe-redirect'
import { notify } from '../../lib/toast'

export const Route = createFileRoute('/_auth/new-post')({
  // `from`: the page to return to once posted (a path on this site only).
  validateSearch: z.object({ from: z.string().optional() }),
  errorComponent: RouteError,
  component: NewPostPage,
})

function NewPostPage() {
  const user = useSessionUser()
  const { from } = Route.useSearch()
  const navigate = useNavigate()
  const { upload, progress } = useUploadImage()
  const createPost = useCreatePost()

  // The image goes up first; the post is created only once the host has it (spec §4).
  const submit = async ({ image, ...text }: NewPostValues) => {
    try {
      const uploaded = await upload(image)
      const result = await createPost.mutateAsync({ ...text, image: uploaded.data.url })
      if (result.insertedId) notify.success('Posted successfully')
      return true
    } catch {
      notify.error('something went wrong')
      return false
    }
  }

  if (!user) return null
  return (
    <Stack>
      <Title order={1}>New post</Title>
      <NewPostForm
        draftOwner={user.email}
        progress={progress}
        onSubmit={submit}
        onPosted={() => void navigate({ href: safeRedirect(from) ?? '/' })}
      />
    </Stack>
  )
}
