import { Button } from '@mantine/core'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import {
  type NewReportInput,
  REPORT_REASON_MAX,
  type ReportTargetType,
} from '../../../../contract/moderation'
import * as api from '../api'
import { useT } from '../../../lib/i18n/context'
import { notify } from '../../../lib/toast'
import moderation from '../../../locales/en/moderation.messages.json'
import { ReasonDialog } from './reason-dialog'

/** Report a post or a comment: the button says Reported at once; a refusal says why and undoes it. */
function useReport(onReported: (reported: boolean) => void) {
  const t = useT(moderation)
  return useMutation({
    mutationFn: (input: NewReportInput) => api.sendReport(input),
    meta: { errorTitle: t('moderation.reportNotSent') },
    onMutate: () => onReported(true),
    onSuccess: () => notify.success(t('moderation.reportSent')),
    onError: (error) => {
      // Reported already (409): it stays reported.
      if ((error as { status?: number }).status !== 409) onReported(false)
    },
  })
}

/**
 * Report a post or a comment to the moderators (ADR 0043): asks why in a small dialog, then says
 * Reported at once; the reporter is told by a notification once a moderator has handled it.
 */
export function ReportButton({
  targetType,
  targetId,
  named,
}: {
  targetType: ReportTargetType
  targetId: string
  /**
   * What names the target in the button's accessible name and the dialog's title: a post's title,
   * a comment's author. Whole sentences per kind, in each language (docs/decisions/0077).
   */
  named: { title?: string; author?: string }
}) {
  const t = useT(moderation)
  const [opened, setOpened] = useState(false)
  const [reported, setReported] = useState(false)
  const report = useReport(setReported)
  const what = { type: targetType, title: named.title ?? '', author: named.author ?? '' }
  const title = t('moderation.reportTarget', what)
  return (
    <>
      <Button
        size="compact-sm"
        variant="subtle"
        color="gray"
        disabled={reported}
        aria-label={reported ? t('moderation.reportedTarget', what) : title}
        onClick={() => setOpened(true)}
      >
        {reported ? t('moderation.reported') : t('moderation.report')}
      </Button>
      <ReasonDialog
        opened={opened}
        title={title}
        label={t('moderation.reportReasonLabel')}
        description={t('moderation.reportReasonAbout')}
        emptyError={t('moderation.reportReasonEmpty')}
        maxLength={REPORT_REASON_MAX}
        submitLabel={t('moderation.sendReport')}
        onCancel={() => setOpened(false)}
        onSubmit={(reason) => {
          setOpened(false)
          report.mutate({ targetType, targetId, reason })
        }}
      />
    </>
  )
}
