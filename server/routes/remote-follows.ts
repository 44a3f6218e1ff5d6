// Issue 29 item 4 (ADR 0050): following people on other servers by their handle. Only a person
// with a handle is an actor (federation.ts), so only they can follow out: their server must be
// able to fetch who follows them. A follow is 'pending' until their server accepts it; their
// public posts then come into the following feed (GET /feed/following), marked `remote`.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  FollowRemoteInputSchema,
  RemoteFollowListSchema,
  RemoteFollowParamsSchema,
  RemoteFollowSchema,
  UnfollowRemoteResultSchema,
} from '../../contract/remote-follows'
import { now } from '../clock'
import { followRemote, listRemoteFollows, unfollowRemote } from '../federation/following-out'
import { lookupRemoteActor } from '../federation/remote-lookup'
import { requireActor } from '../federation/local-actors'
import { isId } from '../ids'
import { RATE_LIMITS } from '../plugins/rate-limit'
import { currentUser } from './current-user'
import { bearerSecurity, errorResponses } from './route-schema'

const remoteFollows: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database

  app.get(
    '/remote-follows',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['follows'],
        summary: 'The people on other servers you follow, newest follow first',
        security: bearerSecurity,
        response: { 200: RemoteFollowListSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => listRemoteFollows(db, currentUser(request).uid),
  )

  app.post(
    '/remote-follows',
    {
      onRequest: app.requireVerified,
      config: { rateLimit: RATE_LIMITS.followRemote },
      schema: {
        tags: ['follows'],
        summary: 'Follow someone on another server by their handle (@name@server)',
        description:
          'Looks them up (WebFinger, then their actor) and sends a signed `Follow`; the follow is `pending` until their server accepts it. Needs a handle of your own (409 `handle_required`). A handle on this server, a blocked server or no such account is a 4xx naming the `handle` field; a server that cannot be reached is 502 `remote_unreachable`. Again: the follow stands (200).',
        security: bearerSecurity,
        body: FollowRemoteInputSchema,
        response: {
          200: RemoteFollowSchema,
          201: RemoteFollowSchema,
          ...errorResponses(400, 401, 403, 404, 409, 429, 502),
        },
      },
    },
    async (request, reply) => {
      const { uid } = currentUser(request)
      await requireActor(db, uid)
      const ctx = app.federation.context()
      const actor = await lookupRemoteActor(request.body.handle, {
        ctx,
        isBlocked: app.federation.isBlocked,
        allowPrivateAddress: app.config.federation.allowPrivateAddress,
      })
      const { follow, created } = await followRemote(db, ctx, uid, actor, now())
      return reply.status(created ? 201 : 200).send(follow)
    },
  )

  app.delete(
    '/remote-follows/:id',
    {
      onRequest: app.authenticate,
      config: { rateLimit: RATE_LIMITS.follow },
      schema: {
        tags: ['follows'],
        summary: 'Stop following someone on another server (again changes nothing)',
        description:
          'Sends an `Undo` of the Follow. Their posts leave your following feed at once; `deletedCount` 0 when there was no such follow of yours.',
        security: bearerSecurity,
        params: RemoteFollowParamsSchema,
        response: { 200: UnfollowRemoteResultSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => {
      const { uid } = currentUser(request)
      const { id } = request.params
      if (!isId(id)) return { deletedCount: 0 }
      return { deletedCount: await unfollowRemote(db, app.federation.context(), uid, id) }
    },
  )
}

export default remoteFollows
