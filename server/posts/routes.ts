// Posts' part of the API (ADR 0061): reading them, writing them, the editor's preview, and
// their saved versions, each in a file named by what it does.
import type { FastifyPluginAsync } from 'fastify'
import preview from './preview-route'
import reads from './read-routes'
import revisions from './revision-routes'
import writes from './write-routes'

const posts: FastifyPluginAsync = async (app) => {
  await app.register(reads)
  await app.register(writes)
  await app.register(preview)
  await app.register(revisions)
}

export default posts
