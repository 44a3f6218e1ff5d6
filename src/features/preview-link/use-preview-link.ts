import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { PreviewLinkState } from '../../../contract/preview-links'
import { snapshotQueries } from '../../lib/optimistic'
import { useT } from '../../lib/i18n/context'
import previewLink from '../../locales/en/preview-link.messages.json'
import { sharePreviewLink, stopPreviewLink } from './api'
import { previewLinkQueries } from './queries'

/**
 * Shares the post by a preview link (ADR 0079). Its token is the server's to make, so nothing is
 * shown before the answer; the answer is the post's link wherever it is cached.
 */
export function useSharePreviewLink(postId: string) {
  const t = useT(previewLink)
  const queryClient = useQueryClient()
  const { queryKey } = previewLinkQueries.ofPost(postId)
  return useMutation({
    mutationFn: () => sharePreviewLink(postId),
    meta: { errorTitle: t('previewLink.shareFailed') },
    onSuccess: (link) => queryClient.setQueryData<PreviewLinkState>(queryKey, { link }),
  })
}

/**
 * Stops sharing: the link is gone from the screen at once; a refusal puts it back (the link
 * still works then, and the screen must say so).
 */
export function useStopPreviewLink(postId: string) {
  const t = useT(previewLink)
  const queryClient = useQueryClient()
  const { queryKey } = previewLinkQueries.ofPost(postId)
  return useMutation({
    mutationFn: () => stopPreviewLink(postId),
    meta: { errorTitle: t('previewLink.stopFailed') },
    onMutate: async () => {
      const restore = await snapshotQueries(queryClient, [queryKey])
      queryClient.setQueryData<PreviewLinkState>(queryKey, { link: null })
      return { restore }
    },
    onError: (_error, _variables, context) => context?.restore(),
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  })
}
