// The app the authorization matrix and the fuzz call every route of: the route catalogue's world
// on it, and a watch on its data rows, since a refused request must change none.
import type { Kysely } from 'kysely'
import type { Dialect } from '../../server/db/schema'
import { type World, createWorld } from '../setup/route-catalogue'
import { type TestApp, createTestApp } from '../setup/server'
import { dataTables, watchRows } from './db-state'

export interface CatalogueApp {
  t: TestApp
  w: World
  /** Starts watching the data rows; the answer says whether any has changed since. */
  watchRows: () => Promise<() => Promise<boolean>>
}

export async function catalogueApp(dialect: Dialect): Promise<CatalogueApp> {
  // Every write is rate-limited (the rate-limit test's limits): lifted so that the calls reach
  // the routes themselves and a route's fresh subjects (a post to delete, to hide) never run out.
  const t = await createTestApp(dialect, { RATE_LIMIT_FACTOR: '1000' })
  const w = await createWorld(t)
  const db = t.app.database.db as unknown as Kysely<unknown>
  const tables = await dataTables(db, dialect)
  return { t, w, watchRows: () => watchRows(db, tables) }
}
