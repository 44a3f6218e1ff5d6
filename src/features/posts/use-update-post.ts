import { useMutation, useQueryClient } from '@tanstack/react-query'
import { updatePost } from './api'
import { snapshotPost, updateCachedPost } from './cache'
import { postQueries } from './queries'

export interface PostChanges {
  postTitle: string
  postBody: string
}

/** Edits a post: every cached list and the detail show the change at once; a failure undoes it. */
export function useUpdatePost(postId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (changes: PostChanges) => updatePost(postId, { postBody: changes }),
    meta: { errorTitle: 'The post could not be updated, please try again' },
    onMutate: async (changes) => {
      const restore = await snapshotPost(queryClient, postId)
      const editDate = new Date().toISOString()
      updateCachedPost(queryClient, postId, (post) => ({
        ...post,
        ...changes,
        editDate,
        bodyTruncated: false,
      }))
      return { restore }
    },
    onError: (_error, _changes, context) => context?.restore(),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: postQueries.lists() }),
        queryClient.invalidateQueries({ queryKey: postQueries.detail(postId).queryKey }),
      ]),
  })
}
