// Liking and answering posts from people on other servers (ADR 0049): the following
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
import { replyToRemotePost, setRemoteLike } from './remote-interactions'
import { requireActor } from './local-actors'
import { isId } from '../ids'
import { currentUser } from '../auth/current-user'
import { route, toggleRoutes } from '../http/route'
import { rateLimits as commentLimits } from '../comments/rate-limits'
import { rateLimits as likeLimits } from '../likes/rate-limits'

const NOT_HERE = 'No such post from another server here'

const remotePosts: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database

  const setLike = async (uid: string, id: string, liked: boolean) => {
    await requireActor(db, uid)
    const result = isId(id)
      ? await setRemoteLike(db, app.federation.context(), uid, id, liked, now())
      : null
    if (!result) throw notFound(NOT_HERE)
    return result
  }

  toggleRoutes(app, {
    url: '/remote-posts/:id/like',
    access: 'verified',
    rateLimit: likeLimits.like,
    tag: 'follows',
    params: RemoteFollowParamsSchema,
    response: { 200: RemoteLikeResultSchema },
    errors: [404, 409],
    put: {
      summary:
        'Like a post from another server: a signed `Like` goes to its server (again: nothing new)',
      handler: async (request) => setLike(currentUser(request).uid, request.params.id, true),
    },
    delete: {
      summary: 'Take back a like of a post from another server: an `Undo` goes to its server',
      handler: async (request) => setLike(currentUser(request).uid, request.params.id, false),
    },
  })

  route(app, {
    method: 'POST',
    url: '/remote-posts/:id/replies',
    access: 'verified',
    rateLimit: commentLimits.newComment,
    tag: 'follows',
    summary: 'Reply to a post from another server: a `Note` answering it goes to its server',
    description:
      'The reply lives on the post’s server (its page and its author’s notifications show it); nothing is kept here. Plain text, as comments.',
    params: RemoteFollowParamsSchema,
    body: RemoteReplyInputSchema,
    response: { 202: RemoteReplyResultSchema },
    errors: [404, 409],
    handler: async (request, reply) => {
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
  })
}

export default remotePosts
