// The editor's Preview: the same renderer as a saved post (docs/decisions/0022), nothing stored.
// For signed-in writers only, limited like a write, since rendering 50,000 characters is work.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { PreviewInputSchema, PreviewSchema } from '../../contract/preview'
import { renderMarkdown } from '../../markdown/render'
import { RATE_LIMITS } from '../plugins/rate-limit'
import { POST_BODY_LIMIT } from './post-writes'
import { bearerSecurity, errorResponses } from './route-schema'

const preview: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/preview',
    {
      onRequest: app.requireVerified,
      bodyLimit: POST_BODY_LIMIT,
      // A preview stores nothing: what readers are answered stays as it is (ADR 0026).
      config: { rateLimit: RATE_LIMITS.preview, publicAnswers: 'unchanged' },
      schema: {
        tags: ['posts'],
        summary: "Render a post's Markdown as the post page would, without saving it",
        security: bearerSecurity,
        body: PreviewInputSchema,
        response: { 200: PreviewSchema, ...errorResponses(400, 401, 403, 413, 415, 429) },
      },
    },
    async (request) => {
      const { html, readingMinutes } = renderMarkdown(request.body.postBody)
      return { bodyHtml: html, readingMinutes }
    },
  )
}

export default preview
