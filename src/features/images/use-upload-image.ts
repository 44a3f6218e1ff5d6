import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { uploadImage } from './api'

/** Uploads one image and tells how far it got (null before the first upload starts). */
export function useUploadImage() {
  const [progress, setProgress] = useState<number | null>(null)
  const mutation = useMutation({
    mutationFn: (file: File) => {
      setProgress(0)
      return uploadImage(file, { onProgress: setProgress })
    },
  })
  return { upload: mutation.mutateAsync, isUploading: mutation.isPending, progress }
}
