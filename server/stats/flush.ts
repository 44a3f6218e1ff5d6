// Writes what the counter gathered (stats/counter.ts) in one transaction: one upsert per post
// and day, and one per referring domain. Counts for a post that is not published (a beacon
// with a made-up id, or a post deleted since) are dropped here, not checked on each beacon.
import { OTHER_REFERRERS, REFERRERS_PER_POST_DAY } from '../../contract/stats'
import type { Transaction } from 'kysely'
import type { Database, Db } from '../db/schema'
import type { DayCounts } from './counter'

const CHUNK = 500

async function publishedIds(db: Db, ids: string[]): Promise<Set<string>> {
  const found = new Set<string>()
  for (let i = 0; i < ids.length; i += CHUNK) {
    const rows = await db
      .selectFrom('posts')
      .select('id')
      .where('id', 'in', ids.slice(i, i + CHUNK))
      .where('status', '=', 'published')
      .execute()
    for (const row of rows) found.add(row.id)
  }
  return found
}

/**
 * The sources to add for a post and day, at most REFERRERS_PER_POST_DAY sites in all with those
 * already stored; the views of any further site go to OTHER_REFERRERS. Read after the day's
 * `post_stats` upsert, whose row lock makes a second instance's flush of the same post and day
 * wait for this one on PostgreSQL (SQLite has one writer), so the bound holds across instances.
 */
async function boundSources(
  trx: Transaction<Database>,
  postId: string,
  day: string,
  sources: Map<string, number>,
): Promise<Map<string, number>> {
  if (sources.size === 0) return sources
  const stored = await trx
    .selectFrom('post_referrers')
    .select('source')
    .where('post_id', '=', postId)
    .where('day', '=', day)
    .execute()
  const kept = new Set(stored.map((row) => row.source).filter((s) => s !== OTHER_REFERRERS))
  const bounded = new Map<string, number>()
  const add = (source: string, views: number) =>
    bounded.set(source, (bounded.get(source) ?? 0) + views)
  for (const [source, views] of sources) {
    if (source !== OTHER_REFERRERS && !kept.has(source) && kept.size < REFERRERS_PER_POST_DAY)
      kept.add(source)
    add(source === OTHER_REFERRERS || !kept.has(source) ? OTHER_REFERRERS : source, views)
  }
  return bounded
}

/** Adds the counts to the database; answers how many post-days were written. */
export async function flushCounts(db: Db, batch: DayCounts[]): Promise<number> {
  if (batch.length === 0) return 0
  const known = await publishedIds(db, [...new Set(batch.map((counts) => counts.postId))])
  const kept = batch.filter((counts) => known.has(counts.postId))
  if (kept.length === 0) return 0
  await db.transaction().execute(async (trx) => {
    for (const { postId, day, views, visitors, reads, sources } of kept) {
      await trx
        .insertInto('post_stats')
        .values({ post_id: postId, day, views, visitors, reads })
        .onConflict((conflict) =>
          conflict.columns(['post_id', 'day']).doUpdateSet((eb) => ({
            views: eb('post_stats.views', '+', eb.ref('excluded.views')),
            visitors: eb('post_stats.visitors', '+', eb.ref('excluded.visitors')),
            reads: eb('post_stats.reads', '+', eb.ref('excluded.reads')),
          })),
        )
        .execute()
      for (const [source, count] of await boundSources(trx, postId, day, sources)) {
        await trx
          .insertInto('post_referrers')
          .values({ post_id: postId, day, source, views: count })
          .onConflict((conflict) =>
            conflict.columns(['post_id', 'day', 'source']).doUpdateSet((eb) => ({
              views: eb('post_referrers.views', '+', eb.ref('excluded.views')),
            })),
          )
          .execute()
      }
    }
  })
  return kept.length
}
