import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { HealthSchema } from '../../contract/health'
import { route } from '../http/route'

const health: FastifyPluginAsyncZod = async (app) => {
  route(app, {
    method: 'GET',
    url: '/health',
    access: 'public',
    tag: 'system',
    summary: 'Whether the database and the identity provider answer',
    response: { 200: HealthSchema, 503: HealthSchema },
    handler: async (_request, reply) => {
      const [databaseOk, identityOk] = await Promise.all([
        app.database.ping().catch(() => false),
        app.identity.ping(),
      ])
      const ok = databaseOk && identityOk
      return reply.status(ok ? 200 : 503).send({
        status: ok ? 'ok' : 'degraded',
        database: { ok: databaseOk, dialect: app.database.dialect },
        identity: { ok: identityOk, mode: app.identity.mode },
      })
    },
  })
}

export default health
