// The statistics screen's body (issue 28): the period's totals, views and reads as a chart (with
// its table), the top posts and the top referrers.
import { Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import type { Stats, StatsDays } from '../../../../contract/stats'
import { statsQueries } from '../queries'
import { formatCount, formatDay } from '../format'
import { DailyTable, TopPosts, TopReferrers } from './stats-tables'
import { ViewsChart } from './views-chart'
import '@mantine/core/styles/Card.css'
import '@mantine/core/styles/SimpleGrid.css'

const TOTALS: [keyof Stats['totals'], string][] = [
  ['views', 'Views'],
  ['visitors', 'Visitors'],
  ['reads', 'Reads'],
  ['likes', 'Likes'],
  ['comments', 'Comments'],
  ['followers', 'Followers'],
]

/** What the chart shows, in words: its name for a screen reader. */
function chartSummary({ totals, daily }: Stats, days: StatsDays): string {
  const busiest = daily.reduce((best, day) => (day.views > best.views ? day : best), daily[0]!)
  const most =
    busiest.views > 0
      ? ` The most views, ${formatCount(busiest.views)}, were on ${formatDay(busiest.date, true)}.`
      : ''
  return `Line chart of views and reads per day over the last ${days} days: ${formatCount(totals.views)} views and ${formatCount(totals.reads)} reads in all.${most} The same numbers are in the table below.`
}

export function StatsView({ days, postId }: { days: StatsDays; postId?: string }) {
  const { data: stats } = useSuspenseQuery(statsQueries.period(days, postId))
  return (
    <Stack gap="xl">
      <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }} spacing="sm">
        {TOTALS.map(([key, label]) => (
          <Card key={key} withBorder padding="sm">
            <Text size="sm" c="dimmed">
              {label}
            </Text>
            <Text fz="xl" fw={700}>
              {formatCount(stats.totals[key])}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
      <section aria-labelledby="stats-chart">
        <Group justify="space-between" align="baseline">
          <Title order={2} size="h3" id="stats-chart">
            Views and reads
          </Title>
        </Group>
        <ViewsChart daily={stats.daily} summary={chartSummary(stats, days)} />
        <details>
          <summary>
            <Text component="span" size="sm">
              The chart as a table
            </Text>
          </summary>
          <DailyTable daily={stats.daily} />
        </details>
      </section>
      {postId === undefined ? (
        <section aria-labelledby="stats-posts">
          <Title order={2} size="h3" id="stats-posts" mb="xs">
            Top posts
          </Title>
          <TopPosts posts={stats.posts} linked labelledBy="stats-posts" />
        </section>
      ) : null}
      <section aria-labelledby="stats-referrers">
        <Title order={2} size="h3" id="stats-referrers" mb="xs">
          Top referrers
        </Title>
        <TopReferrers referrers={stats.referrers} labelledBy="stats-referrers" />
      </section>
    </Stack>
  )
}
