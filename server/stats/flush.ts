// Writes what the counter gathered (stats/counter.ts) in one transaction: one upsert per post
// and day, and one per referring domain. Counts for a post that is not published (a beacon
// with a made-up id, or a post deleted since) are dropped here, not checked on each beacon.
import type { Db } from '../db/schema'
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
      for (const [source, count] of sources) {
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
