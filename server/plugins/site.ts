// The site's settings for everything the server draws or sends (docs/decisions/0074): read from
// the database once and kept as public data until the next write anywhere, so a save shows at
// once on this instance and, through the bus, on every other (ADR 0026, 0035).
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Site } from '../../contract/site'
import { ownerUid, readSettings } from '../site/site-repository'

declare module 'fastify' {
  interface FastifyInstance {
    /** The site's settings, and whether it has an owner (or OWNER_EMAIL names one). */
    site(): Promise<Site>
  }
}

/** What one kept copy costs the public answers' budget: a few hundred bytes of JSON. */
const SITE_BYTES = 2048

export default fp(
  async function site(app: FastifyInstance) {
    const { db } = app.database
    const read = async (): Promise<Site> => {
      const [settings, owner] = await Promise.all([readSettings(db), ownerUid(db)])
      return { settings, setUp: owner !== undefined || app.config.ownerEmail !== undefined }
    }
    app.decorate('site', () => app.keepPublic('site', read, () => SITE_BYTES))
  },
  { name: 'site', dependencies: ['database', 'public-answers'] },
)
