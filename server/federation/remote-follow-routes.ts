// Following people on other servers by their handle (ADR 0050). Only a person
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
import { followRemote, listRemoteFollows, unfollowRemote } from './following-out'
import { lookupRemoteActor } from './remote-lookup'
import { requireActor } from './local-actors'
import { isId } from '../ids'
import { currentUser } from '../auth/current-user'
import { route } from '../http/route'
import { rateLimits } from './rate-limits'
import { rateLimits as followLimits } from '../follows/rate-limits'

const remoteFollows: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database

  route(app, {
    method: 'GET',
    url: '/remote-follows',
    access: 'signedIn',
    tag: 'follows',
    summary: 'The people on other servers you follow, newest follow first',
    response: { 200: RemoteFollowListSchema },
    handler: async (request) => listRemoteFollows(db, currentUser(request).uid),
  })

  route(app, {
    method: 'POST',
    url: '/remote-follows',
    access: 'verified',
    rateLimit: rateLimits.followRemote,
    tag: 'follows',
    summary: 'Follow someone on another server by their handle (@name@server)',
    description:
      'Looks them up (WebFinger, then their actor) and sends a signed `Follow`; the follow is `pending` until their server accepts it. Needs a handle of your own (409 `handle_required`). A handle on this server, a blocked server or no such account is a 4xx naming the `handle` field; a server that cannot be reached is 502 `remote_unreachable`. Again: the follow stands (200).',
    body: FollowRemoteInputSchema,
    response: { 200: RemoteFollowSchema, 201: RemoteFollowSchema },
    errors: [404, 409, 502],
    handler: async (request, reply) => {
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
  })

  route(app, {
    method: 'DELETE',
    url: '/remote-follows/:id',
    access: 'signedIn',
    rateLimit: followLimits.follow,
    tag: 'follows',
    summary: 'Stop following someone on another server (again changes nothing)',
    description:
      'Sends an `Undo` of the Follow. Their posts leave your following feed at once; `deletedCount` 0 when there was no such follow of yours.',
    params: RemoteFollowParamsSchema,
    response: { 200: UnfollowRemoteResultSchema },
    handler: async (request) => {
      const { uid } = currentUser(request)
      const { id } = request.params
      if (!isId(id)) return { deletedCount: 0 }
      return { deletedCount: await unfollowRemote(db, app.federation.context(), uid, id) }
    },
  })
}

export default remoteFollows
