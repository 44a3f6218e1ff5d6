import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Revision } from '../../../contract/revisions'
import { invalidatePostLists, snapshotPost, updateCachedPost } from '../../entities/post/cache'
import { postQueries } from '../../entities/post/queries'
import { revisionQueries } from './queries'
import { restoreRevision } from './revisions'
import { useT } from '../../lib/i18n/context'
import postHistory from '../../locales/en/post-history.messages.json'

/**
 * Makes a saved version the post's text again (issue 27): the post shows it at once wherever it
 * is cached, its rendering refetched; a refusal puts the post back. The history refetches, since
 * the restore is itself a new version.
 */
export function useRestoreRevision(postId: string) {
  const t = useT(postHistory)
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (revision: Revision) => restoreRevision(postId, revision._id),
    meta: { errorTitle: t('postHistory.restoreFailed') },
    onMutate: async (revision) => {
      const restore = await snapshotPost(queryClient, postId)
      updateCachedPost(queryClient, postId, (post) => ({
        ...post,
        postTitle: revision.postTitle,
        postBody: revision.postBody,
        tags: revision.tags,
        image: revision.image,
        bodyTruncated: false,
        // The old rendering no longer matches: the page shows its skeleton until the refetch.
        bodyHtml: undefined,
      }))
      return { restore }
    },
    onError: (_error, _revision, context) => context?.restore(),
    onSettled: () => {
      void invalidatePostLists(queryClient)
      void queryClient.invalidateQueries({ queryKey: postQueries.detail(postId).queryKey })
      void queryClient.invalidateQueries({ queryKey: revisionQueries.list(postId).queryKey })
    },
  })
}
