import { Button, Group, Modal, Textarea } from '@mantine/core'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import {
  type NewReportInput,
  REPORT_REASON_MAX,
  type ReportTargetType,
} from '../../contract/moderation'
import { notify } from '../lib/toast'

/** Report a post or a comment: the button says Reported at once; a refusal says why and undoes it. */
function useReport(onReported: (reported: boolean) => void) {
  return useMutation({
    mutationFn: (input: NewReportInput) =>
      import('../lib/moderation/api').then((m) => m.sendReport(input)),
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
 * Report a post or a comment to the moderators (issue 26): asks why in a small dialog, then says
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
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | null>(null)
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
      <Modal opened={opened} onClose={() => setOpened(false)} title={`Report ${label}`} centered>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            const trimmed = reason.trim()
            if (!trimmed) return setError('Say why you report this')
            if (trimmed.length > REPORT_REASON_MAX) {
              return setError(`A reason is at most ${REPORT_REASON_MAX} characters`)
            }
            setOpened(false)
            setReason('')
            report.mutate({ targetType, targetId, reason: trimmed })
          }}
        >
          <Textarea
            label="Why should a moderator look at this?"
            description="Spam, abuse, something unlawful… The moderators read it; its writer does not."
            value={reason}
            onChange={(event) => {
              setReason(event.currentTarget.value)
              setError(null)
            }}
            error={error}
            rows={3}
            data-autofocus
          />
          <Group justify="flex-end" mt="md">
            <Button variant="default" onClick={() => setOpened(false)}>
              Cancel
            </Button>
            <Button type="submit">Send report</Button>
          </Group>
        </form>
      </Modal>
    </>
  )
}
