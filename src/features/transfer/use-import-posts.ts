import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { postQueries } from '../../entities/post/queries'
import { importFiles } from './api'

/**
 * Imports files as drafts. Not optimistic: nothing can be shown before the server has read the
 * files, so the screen shows how much has been sent instead (`progress`, 0 to 1, then null
 * again), and its failure under the form (no toast). Once done, the author's own lists (Manage posts) are read again.
 */
export function useImportPosts() {
  const queryClient = useQueryClient()
  const [progress, setProgress] = useState<number | null>(null)
  const mutation = useMutation({
    mutationFn: (files: File[]) => {
      setProgress(0)
      return importFiles(files, { onProgress: setProgress })
    },
    onSettled: async () => {
      setProgress(null)
      await queryClient.invalidateQueries({ queryKey: postQueries.userLists() })
    },
  })
  return { ...mutation, progress }
}
