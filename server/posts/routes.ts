// Posts' part of the API (ADR 0061): reading them, writing them, the editor's preview,
// their saved versions and their review, each in a file named by what it does.
import type { FastifyPluginAsync } from 'fastify'
import preview from './preview-route'
import reads from './read-routes'
import reviews from './review-routes'
import revisions from './revision-routes'
import writes from './write-routes'

const posts: FastifyPluginAsync = async (app) => {
  await app.register(reads)
  await app.register(writes)
  await app.register(preview)
  await app.register(revisions)
  await app.register(reviews)
}

export default posts
