// The tables of the statistics screen (issue 28): the chart's numbers day by day, the top posts,
// the top referrers. Real tables with headers, so a screen reader reads them cell by cell.
import { Table, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import {
  OTHER_REFERRERS,
  type PostStats,
  type Stats,
  type StatsDay,
} from '../../../../contract/stats'
import { LinkAnchor } from '../../../components/link-anchor'
import { formatCount, formatDay } from '../format'
import { useT } from '../../../lib/i18n/context'
import stats from '../../../locales/en/stats.messages.json'
import '@mantine/core/styles/ScrollArea.css'
import '@mantine/core/styles/Table.css'

/** A table named by its caption, or by the heading of its section (`labelledBy`). */
function NumberTable({
  caption,
  labelledBy,
  head,
  rows,
  minWidth = 320,
}: {
  caption?: string
  labelledBy?: string
  head: string[]
  rows: { key: string; cells: ReactNode[] }[]
  minWidth?: number
}) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped captionSide="top" aria-labelledby={labelledBy}>
        {caption ? <Table.Caption>{caption}</Table.Caption> : null}
        <Table.Thead>
          <Table.Tr>
            {head.map((name, i) => (
              <Table.Th key={name} ta={i === 0 ? 'start' : 'end'} scope="col">
                {name}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key}>
              {row.cells.map((cell, i) =>
                i === 0 ? (
                  <Table.Th key={i} scope="row" fw="normal">
                    {cell}
                  </Table.Th>
                ) : (
                  <Table.Td key={i} ta="end">
                    {cell}
                  </Table.Td>
                ),
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}

export function DailyTable({ daily }: { daily: StatsDay[] }) {
  const t = useT(stats)
  return (
    <NumberTable
      caption={t('stats.dailyCaption')}
      head={[t('stats.day'), t('stats.views'), t('stats.visitors'), t('stats.reads')]}
      rows={[...daily].reverse().map((day) => ({
        key: day.date,
        cells: [
          formatDay(day.date, true),
          formatCount(day.views),
          formatCount(day.visitors),
          formatCount(day.reads),
        ],
      }))}
    />
  )
}

export function TopPosts({
  posts,
  linked,
  labelledBy,
}: {
  posts: PostStats[]
  linked: boolean
  labelledBy: string
}) {
  const t = useT(stats)
  if (posts.length === 0) return <Text>{t('stats.noPosts')}</Text>
  return (
    <NumberTable
      labelledBy={labelledBy}
      minWidth={560}
      head={[
        t('stats.post'),
        t('stats.views'),
        t('stats.visitors'),
        t('stats.reads'),
        t('stats.likes'),
        t('stats.comments'),
      ]}
      rows={posts.map((post) => ({
        key: post._id,
        cells: [
          linked ? (
            <LinkAnchor to="/stats" search={{ post: post._id }}>
              {post.postTitle}
            </LinkAnchor>
          ) : (
            post.postTitle
          ),
          ...[post.views, post.visitors, post.reads, post.likes, post.comments].map(formatCount),
        ],
      }))}
    />
  )
}

export function TopReferrers({
  referrers,
  labelledBy,
}: {
  referrers: Stats['referrers']
  labelledBy: string
}) {
  const t = useT(stats)
  if (referrers.length === 0) return <Text>{t('stats.noReferrers')}</Text>
  return (
    <NumberTable
      labelledBy={labelledBy}
      head={[t('stats.site'), t('stats.views')]}
      rows={referrers.map((referrer) => ({
        key: referrer.source,
        // Past the sites kept for a post and day (contract/stats.ts), views are counted together.
        cells: [
          referrer.source === OTHER_REFERRERS ? t('stats.otherSites') : referrer.source,
          formatCount(referrer.views),
        ],
      }))}
    />
  )
}
