// Decorates the app with the database handle, migrated before the first request (and on SQLite
// its search index checked, rebuilt if it does not match the posts), and closes it when the app
// closes.
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { DatabaseHandle } from '../db/database'
import { migrateToLatest } from '../db/migrate'
import { ensureSearchIndex } from '../search/search-index'

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle
  }
}

export interface DatabasePluginOptions {
  database: DatabaseHandle
  /** Close the database when the app closes (the default; tests that share one say false). */
  closeOnExit?: boolean
}

export default fp<DatabasePluginOptions>(
  async function database(app: FastifyInstance, { database, closeOnExit = true }) {
    const applied = await migrateToLatest(database.db)
    if (applied.length > 0) app.log.info({ migrations: applied }, 'database migrated')
    if (database.dialect === 'sqlite') {
      const started = performance.now()
      const problem = await ensureSearchIndex(database.db)
      const ms = Math.round(performance.now() - started)
      if (problem !== null) {
        app.log.warn({ problem, ms }, 'the search index did not match the posts: rebuilt')
      }
    }
    app.decorate('database', database)
    if (closeOnExit) app.addHook('onClose', async () => database.close())
  },
  { name: 'database', dependencies: [] },
)
