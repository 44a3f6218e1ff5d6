import { Alert, Badge, Stack, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import type { SessionUser } from '../../../lib/auth/session'
import { useT } from '../../../lib/i18n/context'
import moderation from '../../../locales/en/moderation.messages.json'
import { moderationQueries } from '../../../entities/moderation/queries'
import { LinkButton } from '../../../components/link-button'
import { PageLoader } from '../../../components/page-loader'
import { ReportCard } from './report-card'
import { SuspensionList } from './suspension-list'

/** Who asks decides what the screen is: the reports for a moderator, a plain refusal otherwise. */
export function ModerationScreen({ user }: { user: SessionUser }) {
  const t = useT(moderation)
  const me = useQuery(moderationQueries.me(user.uid))
  if (me.isPending) return <PageLoader label={t('moderation.loadingReports')} />
  if (me.isError) {
    return (
      <Alert color="red" title={t('moderation.reportsFailed')}>
        {t('moderation.tryAgain')}
      </Alert>
    )
  }
  if (!me.data.moderator) {
    return (
      <Alert color="gray" title={t('moderation.moderatorsOnly')}>
        {t('moderation.moderatorsOnlyBody')}
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
  const t = useT(moderation)
  const { data: reports, isError } = useQuery(moderationQueries.reports())
  if (isError) {
    return (
      <Alert color="red" title={t('moderation.reportsFailed')}>
        {t('moderation.tryAgain')}
      </Alert>
    )
  }
  if (!reports) return <PageLoader label={t('moderation.loadingReports')} />
  if (reports.length === 0) return <Text>{t('moderation.noReports')}</Text>
  return (
    <Stack
      component="ul"
      gap="md"
      p={0}
      aria-label={t('moderation.openReports')}
      style={{ listStyle: 'none' }}
    >
      {reports.map((report) => (
        <ReportCard key={report._id} report={report} />
      ))}
    </Stack>
  )
}

/** For moderators only: the way to the open reports, with how many wait (ADR 0043). */
export function ModerationLink({ user }: { user: SessionUser }) {
  const t = useT(moderation)
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
      aria-label={t('moderation.linkWaiting', { count: waiting })}
    >
      {t('moderation.link')}
    </LinkButton>
  )
}
