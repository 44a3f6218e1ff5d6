// Federation's part of the API (ADR 0061): following people on other servers and reading their
// posts. Other servers' own addresses (actors, inboxes, WebFinger) are root-routes.ts.
import type { FastifyPluginAsync } from 'fastify'
import remoteFollows from './remote-follow-routes'
import remotePosts from './remote-post-routes'

const federationApi: FastifyPluginAsync = async (app) => {
  await app.register(remoteFollows)
  await app.register(remotePosts)
}

export default federationApi
