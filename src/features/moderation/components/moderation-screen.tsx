import { Alert, Badge, Stack, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import type { SessionUser } from '../../../lib/auth/session'
import { moderationQueries } from '../../../entities/moderation/queries'
import { LinkButton } from '../../../components/link-button'
import { PageLoader } from '../../../components/page-loader'
import { ReportCard } from './report-card'
import { SuspensionList } from './suspension-list'

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
  return (
    <Stack gap="xl">
      <ReportList />
      <SuspensionList />
    </Stack>
  )
}

function ReportList() {
  const { data: reports, isError } = useQuery(moderationQueries.reports())
  if (isError) {
    return (
      <Alert color="red" title="The reports could not be loaded">
        Please try again.
      </Alert>
    )
  }
  if (!reports) return <PageLoader label="Loading the reports" />
  if (reports.length === 0) return <Text>No open reports. All quiet.</Text>
  return (
    <Stack component="ul" gap="md" p={0} aria-label="Open reports" style={{ listStyle: 'none' }}>
      {reports.map((report) => (
        <ReportCard key={report._id} report={report} />
      ))}
    </Stack>
  )
}

/** For moderators only: the way to the open reports, with how many wait (ADR 0043). */
export function ModerationLink({ user }: { user: SessionUser }) {
  const me = useQuery(moderationQueries.me(user.uid))
  const moderator = me.data?.moderator === true
  const reports = useQuery({ ...moderationQueries.reports(), enabled: moderator })
  if (!moderator) return null
  const waiting = reports.data?.length ?? 0
  return (
    <LinkButton
      to="/moderation"
      variant="light"
      style={{ alignSelf: 'flex-start' }}
      rightSection={
        waiting > 0 ? (
          <Badge size="sm" variant="filled" color="red" component="span">
            {waiting}
          </Badge>
        ) : undefined
      }
      aria-label={`Moderation: ${waiting} open report${waiting === 1 ? '' : 's'}`}
    >
      Moderation: open reports
    </LinkButton>
  )
}
