// Blocking or unblocking the writer of a comment: at once, every cached comment of theirs is
// hidden (or, unblocking, waits for the server's words, which the cache no longer holds); a
// failure puts the lists back.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { snapshotQueries } from '../../lib/optimistic'
import { setBlocked } from './block-writes'
import { commentQueries, updateAllCachedComments } from '../../entities/comment/queries'
import { useT } from '../../lib/i18n/context'
import commentBlock from '../../locales/en/comment-block.messages.json'

export interface BlockPersonVariables {
  uid: string
  blocked: boolean
}

export function useBlockPerson() {
  const t = useT(commentBlock)
  const queryClient = useQueryClient()
  const lists = commentQueries.lists()
  return useMutation({
    mutationFn: ({ uid, blocked }: BlockPersonVariables) => setBlocked(uid, blocked),
    meta: { errorTitle: t('commentBlock.failed') },
    onMutate: async ({ uid, blocked }) => {
      const restore = await snapshotQueries(queryClient, [lists])
      if (blocked) {
        updateAllCachedComments(queryClient, (comments) =>
          comments.map((c) =>
            c.userId === uid ? { ...c, comment: '', hiddenReason: 'blocked' as const } : c,
          ),
        )
      }
      return { restore }
    },
    onError: (_error, _variables, context) => context?.restore(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: lists }),
  })
}
