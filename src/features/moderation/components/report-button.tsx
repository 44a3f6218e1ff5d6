import { Button } from '@mantine/core'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import {
  type NewReportInput,
  REPORT_REASON_MAX,
  type ReportTargetType,
} from '../../../../contract/moderation'
import * as api from '../api'
import { notify } from '../../../lib/toast'
import { ReasonDialog } from './reason-dialog'

/** Report a post or a comment: the button says Reported at once; a refusal says why and undoes it. */
function useReport(onReported: (reported: boolean) => void) {
  return useMutation({
    mutationFn: (input: NewReportInput) => api.sendReport(input),
    meta: { errorTitle: 'Your report was not sent' },
    onMutate: () => onReported(true),
    onSuccess: () => notify.success('Reported: a moderator will look at it'),
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
  label,
}: {
  targetType: ReportTargetType
  targetId: string
  /** What is reported, for the button's accessible name: "the comment by Grace". */
  label: string
}) {
  const [opened, setOpened] = useState(false)
  const [reported, setReported] = useState(false)
  const report = useReport(setReported)
  return (
    <>
      <Button
        size="compact-sm"
        variant="subtle"
        color="gray"
        disabled={reported}
        aria-label={reported ? `Reported ${label}` : `Report ${label}`}
        onClick={() => setOpened(true)}
      >
        {reported ? 'Reported' : 'Report'}
      </Button>
      <ReasonDialog
        opened={opened}
        title={`Report ${label}`}
        label="Why should a moderator look at this?"
        description="Spam, abuse, something unlawful… The moderators read it; its writer does not."
        emptyError="Say why you report this"
        maxLength={REPORT_REASON_MAX}
        submitLabel="Send report"
        onCancel={() => setOpened(false)}
        onSubmit={(reason) => {
          setOpened(false)
          report.mutate({ targetType, targetId, reason })
        }}
      />
    </>
  )
}
