// The statistics screen's body (issue 28): the period's totals, views and reads as a chart (with
// its table), the top posts and the top referrers.
import { Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import type { Stats, StatsDays } from '../../../../contract/stats'
import { statsQueries } from '../queries'
import { formatCount, formatDay } from '../format'
import { DailyTable, TopPosts, TopReferrers } from './stats-tables'
import { ViewsChart } from './views-chart'
import { type Translate, useT } from '../../../lib/i18n/context'
import stats from '../../../locales/en/stats.messages.json'

type StatsT = Translate<keyof typeof stats & string>
import '@mantine/core/styles/Card.css'
import '@mantine/core/styles/SimpleGrid.css'

/** Each total's name: one literal id each (docs/decisions/0077). */
const TOTALS: [keyof Stats['totals'], (t: StatsT) => string][] = [
  ['views', (t) => t('stats.views')],
  ['visitors', (t) => t('stats.visitors')],
  ['reads', (t) => t('stats.reads')],
  ['likes', (t) => t('stats.likes')],
  ['comments', (t) => t('stats.comments')],
  ['followers', (t) => t('stats.followers')],
]

/** What the chart shows, in words: its name for a screen reader. */
function chartSummary(t: StatsT, { totals, daily }: Stats, days: StatsDays): string {
  const busiest = daily.reduce((best, day) => (day.views > best.views ? day : best), daily[0]!)
  return t('stats.chartSummary', {
    days,
    views: formatCount(totals.views),
    reads: formatCount(totals.reads),
    busiest: busiest.views > 0,
    most: formatCount(busiest.views),
    day: formatDay(busiest.date, true),
  })
}

export function StatsView({ days, postId }: { days: StatsDays; postId?: string }) {
  const t = useT(stats)
  const { data } = useSuspenseQuery(statsQueries.period(days, postId))
  return (
    <Stack gap="xl">
      <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }} spacing="sm">
        {TOTALS.map(([key, label]) => (
          <Card key={key} withBorder padding="sm">
            <Text size="sm" c="dimmed">
              {label(t)}
            </Text>
            <Text fz="xl" fw={700}>
              {formatCount(data.totals[key])}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
      <section aria-labelledby="stats-chart">
        <Group justify="space-between" align="baseline">
          <Title order={2} size="h3" id="stats-chart">
            {t('stats.viewsAndReads')}
          </Title>
        </Group>
        <ViewsChart daily={data.daily} summary={chartSummary(t, data, days)} />
        <details>
          <summary>
            <Text component="span" size="sm">
              {t('stats.chartAsTable')}
            </Text>
          </summary>
          <DailyTable daily={data.daily} />
        </details>
      </section>
      {postId === undefined ? (
        <section aria-labelledby="stats-posts">
          <Title order={2} size="h3" id="stats-posts" mb="xs">
            {t('stats.topPosts')}
          </Title>
          <TopPosts posts={data.posts} linked labelledBy="stats-posts" />
        </section>
      ) : null}
      <section aria-labelledby="stats-referrers">
        <Title order={2} size="h3" id="stats-referrers" mb="xs">
          {t('stats.topReferrers')}
        </Title>
        <TopReferrers referrers={data.referrers} labelledBy="stats-referrers" />
      </section>
    </Stack>
  )
}
