import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { type ModerationReport, SUSPENSION_REASON_MAX } from '../../../../contract/moderation'
import { useFormatDate } from '../../../lib/dates'
import { POST_PAGE, postParams } from '../../../lib/post-link'
import { ConfirmDialog } from '../../../components/confirm-dialog'
import { LinkAnchor } from '../../../components/link-anchor'
import { useModerationAct } from '../moderation-act'
import { ReasonDialog } from './reason-dialog'
import '@mantine/core/styles/Card.css'

const TARGET_HIDDEN_SAYS = {
  moderator: 'Hidden by a moderator',
  author: 'Hidden by the post’s author',
  suspended: 'Hidden: account suspended',
} as const

/** What a moderator is asked before an act that others feel: hiding, suspending, dismissing. */
type Asking = 'hide' | 'suspend' | 'dismiss' | null

/** One open report: what was reported, by whom and why, and the moderator's acts on it. */
export function ReportCard({ report }: { report: ModerationReport }) {
  const formatDate = useFormatDate()
  const act = useModerationAct()
  const [asking, setAsking] = useState<Asking>(null)
  const { target } = report
  const what = report.targetType === 'post' ? 'Post' : 'Comment'
  const thing = `${what.toLowerCase()} by ${target.authorName}`
  const titleId = `report-${report._id}`
  return (
    <Card component="li" withBorder padding="md" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Group gap="xs" justify="space-between" wrap="wrap">
          <Text fw={600} id={titleId}>
            {what} by {target.authorName} on{' '}
            <LinkAnchor to={POST_PAGE} params={postParams(target.postId)}>
              {target.postTitle}
            </LinkAnchor>
          </Text>
          <Group gap={4}>
            {target.hidden ? (
              <Badge color="yellow">{TARGET_HIDDEN_SAYS[target.hidden]}</Badge>
            ) : null}
            {target.authorSuspended ? <Badge color="red">Suspended</Badge> : null}
          </Group>
        </Group>
        <Text
          size="sm"
          style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
          bg="var(--mantine-color-default-hover)"
          p="xs"
        >
          {target.text}
        </Text>
        <Text size="sm">
          <Text span c="dimmed">
            Reported by {report.reporterName},{' '}
            <time dateTime={report.date}>{formatDate(report.date)}</time>:
          </Text>{' '}
          {report.reason}
        </Text>
        <Group gap="xs">
          {/* Restoring and lifting undo an act: they need no question. */}
          <Button
            size="compact-sm"
            color={target.hidden ? 'gray' : 'red'}
            onClick={() =>
              target.hidden
                ? act.mutate({ kind: 'hide', report, hidden: false })
                : setAsking('hide')
            }
            aria-label={`${target.hidden ? 'Restore' : 'Hide'} the ${thing}`}
          >
            {target.hidden ? 'Restore' : `Hide ${what.toLowerCase()}`}
          </Button>
          {target.authorId ? (
            <Button
              size="compact-sm"
              variant="light"
              color={target.authorSuspended ? 'gray' : 'red'}
              onClick={() =>
                target.authorSuspended
                  ? act.mutate({ kind: 'suspend', report, suspended: false })
                  : setAsking('suspend')
              }
            >
              {target.authorSuspended
                ? `Lift ${target.authorName}’s suspension`
                : `Suspend ${target.authorName}`}
            </Button>
          ) : null}
          <Button
            size="compact-sm"
            variant="default"
            onClick={() => setAsking('dismiss')}
            aria-label={`Dismiss the report by ${report.reporterName}`}
          >
            Dismiss
          </Button>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={asking === 'hide'}
        message={`Hide the ${thing}? Readers no longer see it, and ${report.reporterName} is told. Restore brings it back.`}
        confirmLabel={`Hide ${what.toLowerCase()}`}
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          setAsking(null)
          act.mutate({ kind: 'hide', report, hidden: true })
        }}
      />
      <ConfirmDialog
        opened={asking === 'dismiss'}
        message={`Dismiss the report by ${report.reporterName}? The ${thing} stays as it is, and they are told.`}
        confirmLabel="Dismiss report"
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          setAsking(null)
          act.mutate({ kind: 'dismiss', report })
        }}
      />
      {target.authorId ? (
        <ReasonDialog
          opened={asking === 'suspend'}
          title={`Suspend ${target.authorName}?`}
          intro="They can no longer write, and everything they wrote is hidden until the suspension is lifted."
          label="Why?"
          description="Only the moderators read it."
          emptyError="Say why, for the other moderators"
          maxLength={SUSPENSION_REASON_MAX}
          submitLabel="Suspend"
          submitColor="red"
          onCancel={() => setAsking(null)}
          onSubmit={(reason) => {
            setAsking(null)
            act.mutate({ kind: 'suspend', report, suspended: true, reason })
          }}
        />
      ) : null}
    </Card>
  )
}
