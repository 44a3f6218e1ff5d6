import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { ApiError } from '../../../lib/api-error'
import { imageFileError, prepareImage } from '../../../lib/images/prepare'
import { uploadImage } from '../../../lib/images/upload'

/**
 * An image for the text of a post: checked, scaled down when too big and sent to the image host
 * as a cover is; the answer is its URL. A refusal is said under the editor, not in a toast.
 */
export function useInlineImage() {
  /** Share of the image sent, 0 to 1; null when no upload runs. */
  const [progress, setProgress] = useState<number | null>(null)
  const mutation = useMutation({
    mutationFn: async (file: File) => {
      const refused = imageFileError(file)
      if (refused) throw new ApiError(refused, 400, 'invalid_image')
      setProgress(0)
      const uploaded = await uploadImage(await prepareImage(file), { onProgress: setProgress })
      return uploaded.data.url
    },
    onSettled: () => setProgress(null),
  })
  return { upload: mutation.mutateAsync, progress, error: mutation.error, reset: mutation.reset }
}
