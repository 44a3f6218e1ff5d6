import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { Author } from '../../../contract/profiles'
import { ApiError } from '../../lib/api-error'
import { prepareImage } from '../../lib/images/prepare'
import { uploadImage } from '../../lib/images/upload'
import { authorQueries } from '../../entities/author/queries'
import { type ProfileChanges, updateUserProfile } from './profile'

export interface ProfileUpdate extends ProfileChanges {
  /** A new photo (cropped square) to upload to the image host; null keeps `photoURL`. */
  photo: File | null
}

/**
 * Saves the profile: a new photo goes to the image host first, with the same checks as a cover
 * (issue 22), and its URL becomes the photo. The author page's name and bio show the change at
 * once and go back on failure; everything else that shows the name or photo is refetched.
 */
export function useUpdateProfile(uid: string) {
  const queryClient = useQueryClient()
  /** Share of the photo sent, 0 to 1; null while none is being sent. */
  const [progress, setProgress] = useState<number | null>(null)
  const authorKey = authorQueries.detail(uid).queryKey
  const mutation = useMutation({
    mutationFn: async ({ photo, ...changes }: ProfileUpdate) => {
      let photoURL = changes.photoURL
      if (photo) {
        setProgress(0)
        const uploaded = await uploadImage(await prepareImage(photo), {
          onProgress: setProgress,
        }).catch((error: unknown) => {
          // The host's refusal (too large, not an image) is the photo's, said under it.
          const refusal = ApiError.from(error)
          throw refusal.status >= 400 && refusal.status < 500
            ? new ApiError(refusal.message, refusal.status, refusal.code, {
                image: refusal.message,
              })
            : refusal
        })
        photoURL = uploaded.data.url
      }
      await updateUserProfile({ ...changes, photoURL })
      return { photoURL }
    },
    onMutate: async ({ displayName, bio }) => {
      await queryClient.cancelQueries({ queryKey: authorKey })
      const previous = queryClient.getQueryData<Author>(authorKey)
      if (previous) {
        queryClient.setQueryData<Author>(authorKey, {
          ...previous,
          displayName: displayName.trim(),
          ...(bio === undefined ? {} : { bio: bio.trim() }),
        })
      }
      return { previous }
    },
    onError: (_error, _update, context) => {
      if (context?.previous) queryClient.setQueryData(authorKey, context.previous)
    },
    onSettled: (result) => {
      setProgress(null)
      // The new name and photo on every post, comment and page the cache holds.
      if (result) void queryClient.invalidateQueries()
    },
  })
  return { ...mutation, progress }
}
