// Collects every route's zod schemas into an OpenAPI document (served by routes/openapi.ts).
// Registered before the routes, so it sees each one as it is added.
import swagger from '@fastify/swagger'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'

export default fp(
  async function openapi(app: FastifyInstance) {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Quill API',
          description:
            'The blog API. Errors answer `{ error: { code, message, fields? } }`; lists are ' +
            'keyset pages, the next one linked in `Link: <…>; rel="next"`.',
          version: '1.0.0',
        },
        components: {
          securitySchemes: {
            bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          },
        },
        tags: [
          { name: 'auth', description: 'Exchanging a Firebase ID token for a server token' },
          { name: 'posts' },
          { name: 'comments' },
          { name: 'notifications' },
          { name: 'system' },
        ],
      },
      transform: jsonSchemaTransform,
    })
  },
  { name: 'openapi', dependencies: [] },
)
