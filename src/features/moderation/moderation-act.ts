import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ModerationReport } from '../../../contract/moderation'
import * as api from './api'
import { moderationQueries } from '../../entities/moderation/queries'
import { snapshotQueries } from '../../lib/optimistic'
import { commentQueries } from '../../entities/comment/queries'
import { postQueries } from '../../entities/post/queries'
import { type Translate, useT } from '../../lib/i18n/context'
import { notify } from '../../lib/toast'
import moderation from '../../locales/en/moderation.messages.json'

/** A moderator's act on a report's target: the report leaves the list at once. */
export type ModerationAct =
  | { kind: 'hide'; report: ModerationReport; hidden: boolean }
  | { kind: 'suspend'; report: ModerationReport; suspended: boolean; reason?: string }
  | { kind: 'dismiss'; report: ModerationReport }

/** What a moderator is told once an act is done, in the screen's language. */
export const actDone = (t: Translate<keyof typeof moderation>) => ({
  hide: (hidden: boolean) =>
    hidden ? t('moderation.hiddenReporterTold') : t('moderation.shownAgain'),
  suspend: (suspended: boolean) =>
    suspended ? t('moderation.accountSuspended') : t('moderation.suspensionLifted'),
  dismiss: () => t('moderation.dismissedReporterTold'),
})

export function useModerationAct() {
  const t = useT(moderation)
  const done = actDone(t)
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
    meta: { errorTitle: t('moderation.failedTryAgain') },
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
          ? done.hide(act.hidden)
          : act.kind === 'suspend'
            ? done.suspend(act.suspended)
            : done.dismiss(),
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
