// The statistics screen (issue 28): the period, the way back, and the view; or, for someone
// else's post, a plain refusal.
import { Alert, SegmentedControl, Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import type { StatsDays } from '../../../../contract/stats'
import { LinkAnchor } from '../../../components/link-anchor'
import { statsQueries } from '../queries'
import { StatsView } from './stats-view'
import { useT } from '../../../lib/i18n/context'
import stats from '../../../locales/en/stats.messages.json'
import '@mantine/core/styles/FloatingIndicator.css'
import '@mantine/core/styles/SegmentedControl.css'

const PERIODS: StatsDays[] = ['7', '30', '90']

export function StatsScreen({
  days,
  post,
  refused,
}: {
  days: StatsDays
  post: string | undefined
  refused: boolean
}) {
  const t = useT(stats)
  const shell = useT()
  const navigate = useNavigate({ from: '/stats' })
  const { data } = useQuery({ ...statsQueries.period(days, post), enabled: !refused })
  if (refused) {
    return (
      <Stack>
        <Title order={1}>{t('stats.title')}</Title>
        <Alert color="yellow" title={t('stats.refused')} role="alert">
          <Text size="sm">{t('stats.refusedBody')}</Text>
        </Alert>
      </Stack>
    )
  }
  const postTitle = post ? data?.posts[0]?.postTitle : undefined
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>
          {postTitle ? t('stats.titleOf', { title: postTitle }) : t('stats.title')}
        </Title>
        <Text c="dimmed">{t('stats.howCounted')}</Text>
      </div>
      {post ? (
        <LinkAnchor to="/stats" search={{ days }} size="sm">
          {t('stats.allPosts')}
        </LinkAnchor>
      ) : (
        <LinkAnchor to="/managePosts" size="sm">
          {shell('nav.managePosts')}
        </LinkAnchor>
      )}
      <SegmentedControl
        aria-label={t('stats.period')}
        data={PERIODS.map((value) => ({ value, label: t('stats.days', { count: Number(value) }) }))}
        value={days}
        onChange={(value) =>
          void navigate({ search: (prev) => ({ ...prev, days: value as StatsDays }) })
        }
        style={{ alignSelf: 'flex-start' }}
      />
      <StatsView days={days} {...(post ? { postId: post } : {})} />
    </Stack>
  )
}
