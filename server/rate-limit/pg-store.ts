// Rate-limit counters in PostgreSQL, so every instance behind a balancer counts against one
// budget: a @fastify/rate-limit store over a small UNLOGGED table, one row per route and key,
// counted up by one atomic upsert. The database's clock decides when a window ends, so instances
// whose clocks differ still agree. Counters are not data: UNLOGGED skips the write-ahead log, and
// a crash that empties the table only forgives some requests.
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit'
import { sql } from 'kysely'
import type { Db } from '../db/schema'

export const RATE_LIMIT_TABLE = 'rate_limits'
const SWEEP_EVERY_MS = 60_000

/** The store failed: the request fails with 503 rather than go uncounted. */
class RateLimitStoreError extends Error {
  override name = 'RateLimitStoreError'
  readonly statusCode = 503
}

/**
 * Creates the table if it is not there yet. Not a migration: the counters exist on PostgreSQL
 * only and hold nothing worth migrating. Two instances starting at once may both try; the
 * loser's "already exists" is success.
 */
export async function ensureRateLimitTable(db: Db): Promise<void> {
  const create = sql`
    CREATE UNLOGGED TABLE IF NOT EXISTS ${sql.table(RATE_LIMIT_TABLE)} (
      key text PRIMARY KEY,
      hits bigint NOT NULL,
      resets_at timestamptz NOT NULL
    )`
  try {
    await create.execute(db)
  } catch (error) {
    const code = (error as { code?: string }).code
    // 42P07 duplicate_table; 23505 when the two CREATEs collide in the catalog.
    if (code !== '42P07' && code !== '23505') throw error
  }
}

/** What @fastify/rate-limit hands `child`: the route's merged limit options. */
interface RouteLimit {
  routeInfo: { method: string; url: string }
}

type Result = { current: number; ttl: number }

/** One route's counters (or, unprefixed, the plugin's root store that makes them). */
export class PgRateLimitCounters {
  constructor(
    private readonly db: Db,
    private readonly prefix = '',
  ) {}

  /** Counts one hit; a window that has ended starts again at one. Answers the count and the ms left. */
  async hit(key: string, timeWindowMs: number): Promise<Result> {
    const { rows } = await sql<{ hits: string; ttl: string }>`
      INSERT INTO ${sql.table(RATE_LIMIT_TABLE)} AS r (key, hits, resets_at)
      VALUES (${this.prefix + key}, 1, clock_timestamp() + ${timeWindowMs}::double precision * interval '1 millisecond')
      ON CONFLICT (key) DO UPDATE SET
        hits = CASE WHEN r.resets_at <= clock_timestamp() THEN 1 ELSE r.hits + 1 END,
        resets_at = CASE WHEN r.resets_at <= clock_timestamp()
          THEN excluded.resets_at ELSE r.resets_at END
      RETURNING hits,
        greatest(0, ceil(extract(epoch FROM resets_at - clock_timestamp()) * 1000))::bigint AS ttl
    `.execute(this.db)
    const row = rows[0]
    if (!row) throw new Error('the rate-limit upsert returned no row')
    return { current: Number(row.hits), ttl: Number(row.ttl) }
  }

  /** @fastify/rate-limit's store call. */
  incr(key: string, callback: (error: Error | null, result?: Result) => void, timeWindow: number) {
    this.hit(key, timeWindow).then(
      (result) => callback(null, result),
      (error: unknown) =>
        callback(
          new RateLimitStoreError('The rate-limit counters are unavailable', { cause: error }),
        ),
    )
  }

  /** A route's own counters, as the built-in stores keep them. */
  child(route: RouteLimit): PgRateLimitCounters {
    const { method, url } = route.routeInfo
    return new PgRateLimitCounters(this.db, `${method} ${url} `)
  }
}

/**
 * The store class @fastify/rate-limit instantiates: it passes only its options, so the database
 * comes in through this closure. Its store types leave out arguments it passes (`incr`'s window,
 * `child`'s route), hence the cast.
 */
export function pgRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  return class extends PgRateLimitCounters {
    constructor() {
      super(db)
    }
  } as unknown as FastifyRateLimitStoreCtor
}

/** Deletes the counters whose window has ended; answers how many. */
export async function sweepExpired(db: Db): Promise<number> {
  const result = await sql`
    DELETE FROM ${sql.table(RATE_LIMIT_TABLE)} WHERE resets_at < clock_timestamp()
  `.execute(db)
  return Number(result.numAffectedRows ?? 0)
}

/** Sweeps every minute, until the answered function is called. */
export function sweepRateLimits(db: Db, onError: (error: unknown) => void): () => void {
  const timer = setInterval(() => void sweepExpired(db).catch(onError), SWEEP_EVERY_MS)
  timer.unref()
  return () => clearInterval(timer)
}
