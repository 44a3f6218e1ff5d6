import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { HealthSchema } from '../../contract/health'

const health: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Whether the database and the identity provider answer',
        response: { 200: HealthSchema, 503: HealthSchema },
      },
    },
    async (_request, reply) => {
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
  )
}

export default health
