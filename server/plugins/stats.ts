// Readers' statistics (issue 28, ADR 0046): views counted in memory (stats/counter.ts) and
// written every STATS_FLUSH_MS in one transaction (stats/flush.ts), so a beacon costs a map
// update and a read costs nothing. A crash loses at most the last few seconds of counts; a
// close writes them first. With STATS=off nothing is counted.
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { StatsCounter, type ViewEvent } from '../stats/counter'
import { flushCounts } from '../stats/flush'

declare module 'fastify' {
  interface FastifyInstance {
    stats: {
      record(view: ViewEvent): void
      /** Writes what was counted now (the timer does it every few seconds). */
      flush(): Promise<number>
    }
  }
}

export default fp(
  async function stats(app: FastifyInstance) {
    const { enabled, flushMs } = app.config.stats
    const counter = new StatsCounter()
    let flushing: Promise<number> = Promise.resolve(0)

    // One flush at a time: a slow database makes the next one larger, never concurrent.
    const flush = () => {
      flushing = flushing.then(() =>
        flushCounts(app.database.db, counter.drain()).catch((error: unknown) => {
          app.log.warn({ err: error }, 'views could not be written; they are not counted')
          return 0
        }),
      )
      return flushing
    }

    const timer = setInterval(() => void flush(), flushMs)
    timer.unref()
    app.decorate('stats', {
      record: (view: ViewEvent) => {
        if (enabled) counter.record(view)
      },
      flush,
    })
    // Before the database closes (its plugin's onClose runs after this one's).
    app.addHook('preClose', async () => {
      clearInterval(timer)
      await flush()
    })
  },
  { name: 'stats', dependencies: ['config', 'database'] },
)
