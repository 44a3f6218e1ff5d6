// The post page's view beacon (ADR 0046), and an author's statistics (their own posts only:
// 401 without a token, 403 for someone else's post, as a post's revisions).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { PostIdParamsSchema } from '../../contract/posts'
import {
  StatsQuerySchema,
  StatsSchema,
  ViewAcceptedSchema,
  ViewBeaconSchema,
} from '../../contract/stats'
import { HttpError } from '../errors'
import { perAddress } from '../http/rate-limits'
import { isBot, referrerDomain } from './sources'
import { readStats } from './stats-queries'
import { currentUser } from '../auth/current-user'
import { requirePost } from '../posts/require-post'
import { route } from '../http/route'
import { rateLimits } from './rate-limits'

const NOT_AUTHOR = 'Only the author of a post can see its statistics'

const STATS_DESCRIPTION =
  'Views, unique visitors (per post and day) and reads by UTC day for the last `days`, with likes and comments in that period and followers now. Counted in memory and written every few seconds.'

const statsRoute = (url: string, summary: string) =>
  ({
    method: 'GET',
    url,
    access: 'signedIn',
    tag: 'stats',
    summary,
    description: STATS_DESCRIPTION,
    querystring: StatsQuerySchema,
    response: { 200: StatsSchema },
    errors: [404],
  }) as const

const stats: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database

  route(app, {
    method: 'POST',
    url: '/views',
    access: 'public',
    rateLimit: perAddress(rateLimits.viewBeacon),
    // A count changes nothing anyone may read now: the kept answers stay.
    config: { publicAnswers: 'unchanged' },
    tag: 'stats',
    summary: 'The post page was shown (a view) or read (to its end, or 30 s)',
    description:
      'Sent by the post page itself, so a page from a cache is counted too. Always 202: a crawler, or a post that is not published, is not counted. Nothing about the reader is stored.',
    body: ViewBeaconSchema,
    response: { 202: ViewAcceptedSchema },
    handler: async (request, reply) => {
      const userAgent = request.headers['user-agent'] ?? ''
      if (!isBot(userAgent)) {
        const { postId, event, referrer } = request.body
        const ownHosts = [request.hostname.toLowerCase(), ...app.config.allowedHosts]
        app.stats.record({
          postId,
          event,
          address: request.ip,
          userAgent,
          source: event === 'view' ? referrerDomain(referrer, ownHosts) : null,
          at: new Date(),
        })
      }
      return reply.status(202).send({})
    },
  })

  route(app, {
    ...statsRoute('/stats', 'Statistics of all your posts'),
    handler: async (request, reply) => {
      reply.header('cache-control', 'private, no-store')
      return readStats(db, {
        authorId: currentUser(request).uid,
        days: Number(request.query.days),
        today: new Date(),
      })
    },
  })

  route(app, {
    ...statsRoute(
      '/stats/post/:postId',
      'Statistics of one of your posts (403 when it is not yours)',
    ),
    params: PostIdParamsSchema,
    handler: async (request, reply) => {
      const { uid } = currentUser(request)
      const { postId } = request.params
      // Not `forbidden`: the client takes that for a lost session and signs the reader out.
      // Someone else's draft is a 404, as everywhere; their published post a 403.
      const post = await requirePost(db, postId, { viewer: uid })
      if (post.author_id !== uid) throw new HttpError(403, 'not_author', NOT_AUTHOR)
      reply.header('cache-control', 'private, no-store')
      return readStats(db, {
        authorId: uid,
        postId,
        days: Number(request.query.days),
        today: new Date(),
      })
    },
  })
}

export default stats
