import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { NewPostInput } from '../../../contract/posts'
import { useSessionUser } from '../../lib/auth/session'
import { createPost } from './api'
import { prependCachedPost } from './cache'
import { postQueries } from './queries'

/**
 * Creates a post (the image is already uploaded). The new post is put at the top of the cached
 * lists at once, then the lists are refetched for the server's own copy.
 */
export function useCreatePost() {
  const queryClient = useQueryClient()
  const user = useSessionUser()
  return useMutation({
    mutationFn: (input: NewPostInput) => createPost(input),
    onSuccess: (result, input) => {
      if (!user) return
      prependCachedPost(queryClient, {
        ...input,
        _id: result.insertedId,
        author: user.email,
        authorDisplayName: user.displayName ?? user.email,
        date: new Date().toISOString(),
        bodyTruncated: false,
      })
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: postQueries.lists() }),
  })
}
