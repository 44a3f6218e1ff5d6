// The tables of the statistics screen (issue 28): the chart's numbers day by day, the top posts,
// the top referrers. Real tables with headers, so a screen reader reads them cell by cell.
import { Table, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import type { PostStats, Stats, StatsDay } from '../../../../contract/stats'
import { LinkAnchor } from '../../../components/link-anchor'
import { formatCount, formatDay } from '../format'
import '@mantine/core/styles/Table.css'

function NumberTable({
  caption,
  head,
  rows,
}: {
  caption: string
  head: string[]
  rows: { key: string; cells: ReactNode[] }[]
}) {
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table striped captionSide="top">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {head.map((name, i) => (
              <Table.Th key={name} ta={i === 0 ? 'left' : 'right'} scope="col">
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
                  <Table.Td key={i} ta="right">
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
  return (
    <NumberTable
      caption="Views, visitors and reads by day"
      head={['Day', 'Views', 'Visitors', 'Reads']}
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

export function TopPosts({ posts, linked }: { posts: PostStats[]; linked: boolean }) {
  if (posts.length === 0) return <Text>No published posts yet.</Text>
  return (
    <NumberTable
      caption="Top posts"
      head={['Post', 'Views', 'Visitors', 'Reads', 'Likes', 'Comments']}
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

export function TopReferrers({ referrers }: { referrers: Stats['referrers'] }) {
  if (referrers.length === 0) {
    return (
      <Text>No other site has sent readers yet: views came directly, or from Quill itself.</Text>
    )
  }
  return (
    <NumberTable
      caption="Top referrers"
      head={['Site', 'Views']}
      rows={referrers.map((referrer) => ({
        key: referrer.source,
        cells: [referrer.source, formatCount(referrer.views)],
      }))}
    />
  )
}
