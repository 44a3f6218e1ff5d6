import { Alert, Badge, Button, Card, Group, Stack, Text } from '@mantine/core'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import type { ModerationReport } from '../../../../contract/moderation'
import { LinkAnchor } from '../../../components/link-anchor'
import { PageLoader } from '../../../components/page-loader'
import type { SessionUser } from '../../../lib/auth/session'
import { useFormatDate } from '../../../lib/dates'
import { moderationQueries } from '../../../lib/moderation/queries'
import { useModerationAct } from '../use-moderation'

/** Who asks decides what the screen is: the reports for a moderator, a plain refusal otherwise. */
export function ModerationScreen({ user }: { user: SessionUser }) {
  const me = useQuery(moderationQueries.me(user.uid))
  if (me.isPending) return <PageLoader label="Loading the reports" />
  if (me.isError) {
    return (
      <Alert color="red" title="The reports could not be loaded">
        Please try again.
      </Alert>
    )
  }
  if (!me.data.moderator) {
    return (
      <Alert color="gray" title="Only moderators may see this page">
        Moderators are named by the site’s operator. To tell them about a post or a comment, use its
        Report button.
      </Alert>
    )
  }
  return <ReportList />
}

function ReportList() {
  const { data: reports } = useSuspenseQuery(moderationQueries.reports())
  if (reports.length === 0) return <Text>No open reports. All quiet.</Text>
  return (
    <Stack component="ul" gap="md" p={0} aria-label="Open reports" style={{ listStyle: 'none' }}>
      {reports.map((report) => (
        <ReportCard key={report._id} report={report} />
      ))}
    </Stack>
  )
}

const HIDDEN_SAYS = {
  moderator: 'Hidden by a moderator',
  author: 'Hidden by the post’s author',
  suspended: 'Hidden: account suspended',
} as const

function ReportCard({ report }: { report: ModerationReport }) {
  const formatDate = useFormatDate()
  const act = useModerationAct()
  const { target } = report
  const what = report.targetType === 'post' ? 'Post' : 'Comment'
  const titleId = `report-${report._id}`
  return (
    <Card component="li" withBorder padding="md" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Group gap="xs" justify="space-between" wrap="wrap">
          <Text fw={600} id={titleId}>
            {what} by {target.authorName} on{' '}
            <LinkAnchor to="/post/$postId" params={{ postId: target.postId }}>
              {target.postTitle}
            </LinkAnchor>
          </Text>
          <Group gap={4}>
            {target.hidden ? <Badge color="yellow">{HIDDEN_SAYS[target.hidden]}</Badge> : null}
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
          <Button
            size="compact-sm"
            color={target.hidden ? 'gray' : 'red'}
            onClick={() => act.mutate({ kind: 'hide', report, hidden: !target.hidden })}
            aria-label={`${target.hidden ? 'Restore' : 'Hide'} the ${what.toLowerCase()} by ${target.authorName}`}
          >
            {target.hidden ? 'Restore' : `Hide ${what.toLowerCase()}`}
          </Button>
          {target.authorId ? (
            <Button
              size="compact-sm"
              variant="light"
              color={target.authorSuspended ? 'gray' : 'red'}
              onClick={() =>
                act.mutate({ kind: 'suspend', report, suspended: !target.authorSuspended })
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
            onClick={() => act.mutate({ kind: 'dismiss', report })}
            aria-label={`Dismiss the report by ${report.reporterName}`}
          >
            Dismiss
          </Button>
        </Group>
      </Stack>
    </Card>
  )
}
