// The editor's Preview: the same renderer as a saved post (docs/decisions/0022), nothing stored.
// For signed-in writers only, limited like a write, since rendering 50,000 characters is work.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { PreviewInputSchema, PreviewSchema } from '../../contract/preview'
import { renderMarkdown } from '../../markdown/render'
import { POST_BODY_LIMIT } from './write-routes'
import { route } from '../http/route'
import { rateLimits } from './rate-limits'

const preview: FastifyPluginAsyncZod = async (app) => {
  route(app, {
    method: 'POST',
    url: '/preview',
    access: 'verified',
    bodyLimit: POST_BODY_LIMIT,
    // A preview stores nothing: what readers are answered stays as it is (ADR 0026).
    rateLimit: rateLimits.preview,
    config: { publicAnswers: 'unchanged' },
    tag: 'posts',
    summary: "Render a post's Markdown as the post page would, without saving it",
    body: PreviewInputSchema,
    response: { 200: PreviewSchema },
    handler: async (request) => {
      const { html, readingMinutes } = renderMarkdown(request.body.postBody)
      return { bodyHtml: html, readingMinutes }
    },
  })
}

export default preview
