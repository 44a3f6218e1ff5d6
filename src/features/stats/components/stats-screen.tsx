// The statistics screen (issue 28): the period, the way back, and the view; or, for someone
// else's post, a plain refusal.
import { Alert, SegmentedControl, Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import type { StatsDays } from '../../../../contract/stats'
import { LinkAnchor } from '../../../components/link-anchor'
import { statsQueries } from '../queries'
import { StatsView } from './stats-view'
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
  const navigate = useNavigate({ from: '/stats' })
  const { data } = useQuery({ ...statsQueries.period(days, post), enabled: !refused })
  if (refused) {
    return (
      <Stack>
        <Title order={1}>Statistics</Title>
        <Alert color="yellow" title="You can not see these statistics" role="alert">
          <Text size="sm">Only the author of a post can see who read it.</Text>
        </Alert>
      </Stack>
    )
  }
  const postTitle = post ? data?.posts[0]?.postTitle : undefined
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{postTitle ? `Statistics: ${postTitle}` : 'Statistics'}</Title>
        <Text c="dimmed">
          Counted without cookies: a visitor is known for a day, by nothing kept. Days are UTC days.
        </Text>
      </div>
      {post ? (
        <LinkAnchor to="/stats" search={{ days }} size="sm">
          All your posts
        </LinkAnchor>
      ) : (
        <LinkAnchor to="/managePosts" size="sm">
          Manage posts
        </LinkAnchor>
      )}
      <SegmentedControl
        aria-label="Period"
        data={PERIODS.map((value) => ({ value, label: `${value} days` }))}
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
