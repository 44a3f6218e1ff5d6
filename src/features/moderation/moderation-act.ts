import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ModerationReport } from '../../../contract/moderation'
import * as api from './api'
import { moderationQueries } from '../../entities/moderation/queries'
import { snapshotQueries } from '../../lib/optimistic'
import { commentQueries } from '../../entities/comment/queries'
import { postQueries } from '../../entities/post/queries'
import { notify } from '../../lib/toast'

/** A moderator's act on a report's target: the report leaves the list at once. */
export type ModerationAct =
  | { kind: 'hide'; report: ModerationReport; hidden: boolean }
  | { kind: 'suspend'; report: ModerationReport; suspended: boolean; reason?: string }
  | { kind: 'dismiss'; report: ModerationReport }

export const ACT_DONE = {
  hide: (hidden: boolean) => (hidden ? 'Hidden, and the reporter told' : 'Shown again'),
  suspend: (suspended: boolean) => (suspended ? 'Account suspended' : 'Suspension lifted'),
  dismiss: () => 'Report dismissed, and the reporter told',
}

export function useModerationAct() {
  const queryClient = useQueryClient()
  const reports = moderationQueries.reports().queryKey
  return useMutation({
    mutationFn: async (act: ModerationAct) => {
      const { report } = act
      if (act.kind === 'hide') {
        await api.setHidden({ type: report.targetType, id: report.targetId }, act.hidden)
      } else if (act.kind === 'suspend') {
        if (report.target.authorId) {
          await api.setSuspended(report.target.authorId, act.suspended, act.reason)
        }
      } else {
        await api.dismissReport(report._id)
      }
    },
    meta: { errorTitle: 'That did not work, please try again' },
    onMutate: async (act) => {
      const restore = await snapshotQueries(queryClient, [reports])
      // Hiding or dismissing handles the report (and every open one of its target).
      if (act.kind === 'dismiss' || (act.kind === 'hide' && act.hidden)) {
        queryClient.setQueryData<ModerationReport[]>(reports, (list) =>
          list?.filter((r) =>
            act.kind === 'dismiss'
              ? r._id !== act.report._id
              : !(r.targetType === act.report.targetType && r.targetId === act.report.targetId),
          ),
        )
      }
      return { restore }
    },
    onError: (_error, _variables, context) => context?.restore(),
    onSuccess: (_data, act) =>
      notify.success(
        act.kind === 'hide'
          ? ACT_DONE.hide(act.hidden)
          : act.kind === 'suspend'
            ? ACT_DONE.suspend(act.suspended)
            : ACT_DONE.dismiss(),
      ),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: reports }),
        queryClient.invalidateQueries({ queryKey: moderationQueries.suspensions().queryKey }),
        queryClient.invalidateQueries({ queryKey: commentQueries.all() }),
        queryClient.invalidateQueries({ queryKey: postQueries.all() }),
      ]),
  })
}
