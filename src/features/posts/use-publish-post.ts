import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { SessionUser } from '../../lib/auth/session'
import { prepareImage } from '../../lib/images/prepare'
import { uploadImage } from '../../lib/images/upload'
import { notify } from '../../lib/toast'
import { createPost } from './api'
import { prependCachedPost } from './cache'
import { postQueries } from './queries'

export interface NewPostValues {
  postTitle: string
  postBody: string
  image: File
}

/**
 * Publishes a new post as spec §4 orders it: the image (checked, and scaled down when it is too
 * big) goes to the image host first, and the post is created only once the host has it. The
 * post is put at the top of the cached lists at once, then the lists are refetched for the
 * server's own copy. A failure is the spec's 'something went wrong', with the reason beneath it.
 */
export function usePublishPost(user: SessionUser) {
  const queryClient = useQueryClient()
  /** Share of the image sent, 0 to 1; null before the first upload. */
  const [progress, setProgress] = useState<number | null>(null)
  const mutation = useMutation({
    mutationFn: async ({ image, ...text }: NewPostValues) => {
      setProgress(0)
      const uploaded = await uploadImage(await prepareImage(image), { onProgress: setProgress })
      const input = { ...text, image: uploaded.data.url }
      return { input, result: await createPost(input) }
    },
    meta: { errorTitle: 'something went wrong' },
    onSuccess: ({ input, result }) => {
      prependCachedPost(
        queryClient,
        {
          ...input,
          _id: result.insertedId,
          author: user.email,
          authorId: user.uid,
          authorDisplayName: user.displayName ?? user.email.split('@')[0] ?? '',
          authorPhotoURL: user.photoURL ?? '',
          likeCount: 0,
          likedByMe: false,
          commentCount: 0,
          date: new Date().toISOString(),
          bodyTruncated: false,
          // Until the refetch brings the server's own figures (its plain text, its tags).
          status: 'published',
          tags: [],
          readingMinutes: Math.max(1, Math.round(input.postBody.split(/\s+/).length / 230)),
        },
        user.email,
      )
      if (result.insertedId) notify.success('Posted successfully')
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: postQueries.lists() }),
  })
  return { publish: mutation.mutateAsync, progress }
}
