// An author's statistics for a period (issue 28): their posts' views, visitors and reads by day
// and by post, the referring domains, and the likes and comments their posts got in the period.
// Every query starts from the author's own posts, so nobody reads anyone else's counts.
import { authorFollowerCount } from '../follows/follow-repository'
import { sql } from 'kysely'
import type { Stats } from '../../contract/stats'
import type { Db } from '../db/schema'
import { utcDay } from '../stats/counter'

export interface StatsScope {
  authorId: string
  /** One post of theirs, or all of them. */
  postId?: string
  days: number
  today: Date
}

const DAY_MS = 86_400_000
const TOP_POSTS = 100
const TOP_REFERRERS = 20

type Sum = number | string
const num = (value: Sum | bigint | null) => Number(value ?? 0)

/** Each UTC day of the period, oldest first, ending today. */
export function periodDays(days: number, today: Date): string[] {
  return Array.from({ length: days }, (_, i) =>
    utcDay(new Date(today.getTime() - (days - 1 - i) * DAY_MS)),
  )
}

/** The author's posts, or the one asked for among them. */
const mine = ({ authorId, postId }: StatsScope) =>
  postId === undefined
    ? sql<boolean>`posts.author_id = ${authorId}`
    : sql<boolean>`posts.author_id = ${authorId} and posts.id = ${postId}`

async function countsByPost(db: Db, table: 'likes' | 'comments', scope: StatsScope, since: string) {
  const { rows } = await sql<{ id: string; count: Sum }>`
    select posts.id as id, count(*) as count
    from posts join ${sql.table(table)} as counted on counted.post_id = posts.id
    where ${mine(scope)} and counted.created_at >= ${`${since}T00:00:00.000Z`}
    group by posts.id`.execute(db)
  return new Map(rows.map((row) => [row.id, num(row.count)]))
}

export async function readStats(db: Db, scope: StatsScope): Promise<Stats> {
  const days = periodDays(scope.days, scope.today)
  const since = days[0] ?? utcDay(scope.today)
  const stats = db
    .selectFrom('posts')
    .innerJoin('post_stats', 'post_stats.post_id', 'posts.id')
    .where(mine(scope))
    .where('post_stats.day', '>=', since)
  const sums = [
    sql<Sum>`sum(post_stats.views)`.as('views'),
    sql<Sum>`sum(post_stats.visitors)`.as('visitors'),
    sql<Sum>`sum(post_stats.reads)`.as('reads'),
  ] as const
  const [daily, byPost, referrers, likes, comments, posts, followers] = await Promise.all([
    stats
      .select(['post_stats.day', ...sums])
      .groupBy('post_stats.day')
      .execute(),
    stats
      .select(['posts.id', ...sums])
      .groupBy('posts.id')
      .execute(),
    db
      .selectFrom('posts')
      .innerJoin('post_referrers', 'post_referrers.post_id', 'posts.id')
      .where(mine(scope))
      .where('post_referrers.day', '>=', since)
      .select(['post_referrers.source', sql<Sum>`sum(post_referrers.views)`.as('views')])
      .groupBy('post_referrers.source')
      .orderBy('views', 'desc')
      .orderBy('post_referrers.source')
      .limit(TOP_REFERRERS)
      .execute(),
    countsByPost(db, 'likes', scope, since),
    countsByPost(db, 'comments', scope, since),
    db
      .selectFrom('posts')
      .where(mine(scope))
      .where('posts.status', '=', 'published')
      .select(['posts.id', 'posts.title'])
      .execute(),
    authorFollowerCount(db, scope.authorId).then((count) => ({ count })),
  ])

  const counted = new Map(byPost.map((row) => [row.id, row]))
  const postStats = posts
    .map((post) => {
      const row = counted.get(post.id)
      return {
        _id: post.id,
        postTitle: post.title,
        views: num(row?.views ?? 0),
        visitors: num(row?.visitors ?? 0),
        reads: num(row?.reads ?? 0),
        likes: likes.get(post.id) ?? 0,
        comments: comments.get(post.id) ?? 0,
      }
    })
    .sort(
      (a, b) => b.views - a.views || b.reads - a.reads || a.postTitle.localeCompare(b.postTitle),
    )

  const byDay = new Map(daily.map((row) => [row.day, row]))
  const total = (key: 'views' | 'visitors' | 'reads') =>
    byPost.reduce((sum, row) => sum + num(row[key]), 0)
  const sumOf = (counts: Map<string, number>) => [...counts.values()].reduce((a, b) => a + b, 0)
  return {
    totals: {
      views: total('views'),
      visitors: total('visitors'),
      reads: total('reads'),
      likes: sumOf(likes),
      comments: sumOf(comments),
      followers: num(followers?.count ?? 0),
    },
    daily: days.map((date) => {
      const row = byDay.get(date)
      return {
        date,
        views: num(row?.views ?? 0),
        visitors: num(row?.visitors ?? 0),
        reads: num(row?.reads ?? 0),
      }
    }),
    posts: postStats.slice(0, TOP_POSTS),
    referrers: referrers.map((row) => ({ source: row.source, views: num(row.views) })),
  }
}
