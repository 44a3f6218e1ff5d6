// Publish and Unpublish on a post's own page (ADR 0078), in the page's desk chunk (post-desk.ts).
// Manage posts does the same through use-post-status.ts, in the same words (post-owner's): not one
// module, nor one catalog, because a module both lazy screens import becomes a chunk of its own,
// and its name one more entry in the first load's map of chunks, which has no byte to spare
// (ADR 0064).
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { getPost } from '../../entities/post/api'
import { invalidatePostLists, snapshotPost, updateCachedPost } from '../../entities/post/cache'
import { postQueries } from '../../entities/post/queries'
import { updatePost } from '../../entities/post/writes'
import { ApiError } from '../../lib/api-error'
import { useT } from '../../lib/i18n/context'
import { notify } from '../../lib/toast'
import writersDesk from '../../locales/en/writers-desk.messages.json'

/**
 * Moves the post to `status`, shown at once everywhere it is cached and put back on a refusal.
 * The whole post is read from the server first and sent back with the new status, as Manage
 * posts does. `done` and `failed` are the mutation's own, not a call's: the button that started
 * it is gone once the page shows the new status (a published post has no Publish), and they
 * still run.
 */
function usePageStatus(
  postId: string,
  status: 'draft' | 'published',
  { done, failed }: { done: () => void; failed: (error: ApiError) => void },
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...postQueries.detail(postId).queryKey, status],
    mutationFn: async () => {
      const post = await getPost(postId)
      const { postTitle, postBody, tags, image } = post
      return updatePost(postId, { postBody: { postTitle, postBody, tags, image, status } })
    },
    onMutate: async () => {
      const restore = await snapshotPost(queryClient, postId)
      updateCachedPost(queryClient, postId, (post) => {
        const { publishAt: _, ...rest } = post
        // Published now, it is dated now, as the server dates it.
        return status === 'published'
          ? { ...rest, status, date: new Date().toISOString() }
          : { ...rest, status }
      })
      return { restore }
    },
    onError: (error, _variables, context) => {
      context?.restore()
      failed(ApiError.from(error))
    },
    onSuccess: done,
    onSettled: () => {
      void invalidatePostLists(queryClient)
      void queryClient.invalidateQueries({ queryKey: postQueries.detail(postId).queryKey })
    },
  })
}

/** The key of Publish on a post's page: its banner reads the last outcome by it. */
export const publishFromPageKey = (postId: string) =>
  [...postQueries.detail(postId).queryKey, 'published'] as const

/** The server's refusal to publish a post without its text or image (contract/posts.ts). */
export function isMissingPart(error: ApiError): boolean {
  return error.status === 400 && error.code === 'validation_failed'
}

/**
 * Publish (or Publish now) in a draft's or scheduled post's banner: the page shows the post out
 * at once and a toast says so; a post that lacks its text or image is said in the banner, beside
 * the way to the editor (`isMissingPart`), anything else in a toast.
 */
export function usePublishFromPage(postId: string) {
  const t = useT(writersDesk)
  return usePageStatus(postId, 'published', {
    done: () => notify.success(t('writersDesk.published')),
    failed: (error) => {
      if (!isMissingPart(error)) {
        notify.error(t('writersDesk.publishFailed'), { description: error.message })
      }
    },
  })
}

/** Unpublish on a published post's page: the page is the draft's at once, and a toast says so. */
export function useUnpublishFromPage(postId: string) {
  const t = useT(writersDesk)
  return usePageStatus(postId, 'draft', {
    done: () => notify.success(t('writersDesk.unpublished')),
    failed: (error) =>
      notify.error(t('writersDesk.unpublishFailed'), { description: error.message }),
  })
}
