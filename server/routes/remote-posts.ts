// Liking and answering posts from people on other servers (issue 29, ADR 0049): the following
// feed's remote cards. Only a person with a handle is an actor, so only they can (409
// `handle_required`, as for following out); a post that is not here is a 404.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  RemoteFollowParamsSchema,
  RemoteLikeResultSchema,
  RemoteReplyInputSchema,
  RemoteReplyResultSchema,
} from '../../contract/remote-follows'
import { now } from '../clock'
import { notFound } from '../errors'
import { replyToRemotePost, setRemoteLike } from '../federation/remote-interactions'
import { requireActor } from '../federation/local-actors'
import { isId } from '../ids'
import { RATE_LIMITS } from '../plugins/rate-limit'
import { currentUser } from './current-user'
import { bearerSecurity, errorResponses } from './route-schema'

const NOT_HERE = 'No such post from another server here'

const remotePosts: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database

  const like = (method: 'PUT' | 'DELETE') => ({
    onRequest: app.requireVerified,
    config: { rateLimit: RATE_LIMITS.like },
    schema: {
      tags: ['follows'],
      summary:
        method === 'PUT'
          ? 'Like a post from another server: a signed `Like` goes to its server (again: nothing new)'
          : 'Take back a like of a post from another server: an `Undo` goes to its server',
      security: bearerSecurity,
      params: RemoteFollowParamsSchema,
      response: { 200: RemoteLikeResultSchema, ...errorResponses(401, 403, 404, 409, 429) },
    },
  })

  const setLike = async (uid: string, id: string, liked: boolean) => {
    await requireActor(db, uid)
    const result = isId(id)
      ? await setRemoteLike(db, app.federation.context(), uid, id, liked, now())
      : null
    if (!result) throw notFound(NOT_HERE)
    return result
  }

  app.put('/remote-posts/:id/like', like('PUT'), async (request) =>
    setLike(currentUser(request).uid, request.params.id, true),
  )
  app.delete('/remote-posts/:id/like', like('DELETE'), async (request) =>
    setLike(currentUser(request).uid, request.params.id, false),
  )

  app.post(
    '/remote-posts/:id/replies',
    {
      onRequest: app.requireVerified,
      config: { rateLimit: RATE_LIMITS.newComment },
      schema: {
        tags: ['follows'],
        summary: 'Reply to a post from another server: a `Note` answering it goes to its server',
        description:
          'The reply lives on the post’s server (its page and its author’s notifications show it); nothing is kept here. Plain text, as comments.',
        security: bearerSecurity,
        params: RemoteFollowParamsSchema,
        body: RemoteReplyInputSchema,
        response: {
          202: RemoteReplyResultSchema,
          ...errorResponses(400, 401, 403, 404, 409, 429),
        },
      },
    },
    async (request, reply) => {
      const { uid } = currentUser(request)
      await requireActor(db, uid)
      const { id } = request.params
      const sent = isId(id)
        ? await replyToRemotePost(
            db,
            app.federation.context(),
            uid,
            id,
            request.body.comment,
            now(),
          )
        : null
      if (!sent) throw notFound(NOT_HERE)
      return reply.status(202).send({ id: sent })
    },
  )
}

export default remotePosts
