// Likes (ADR 0024): a heart on a post, and taking it back; its author is told once.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { blockMessages } from '../../contract/blocks'
import { PostIdParamsSchema } from '../../contract/posts'
import { LikeResultSchema } from '../../contract/profiles'
import { currentUser } from '../auth/current-user'
import { blockersOf } from '../blocks/block-repository'
import { isForeignKeyViolation } from '../db/errors'
import { blockedBy, conflict } from '../errors'
import { announce } from '../events/announce'
import { toggleRoutes } from '../http/route'
import { isId } from '../ids'
import { postNotFound } from '../posts/require-post'
import { type LikeOutcome, likeMessages, likePost, unlikePost } from './like-repository'
import { rateLimits } from './rate-limits'

const likes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database

  const settle = async (run: () => Promise<LikeOutcome>, log: Parameters<typeof announce>[1]) => {
    const outcome = await run().catch((error: unknown) => {
      // The post was deleted meanwhile (PostgreSQL): a like of a post that is gone.
      if (isForeignKeyViolation(error)) return { found: false as const }
      throw error
    })
    if (!outcome.found) throw postNotFound()
    if (outcome.unpublished) throw conflict(likeMessages.unpublished)
    if (outcome.notified) await announce(app.notificationBus, log, [outcome.notified])
    return outcome.result
  }

  toggleRoutes(app, {
    url: '/post/:postId/like',
    access: 'signedIn',
    rateLimit: rateLimits.like,
    tag: 'posts',
    params: PostIdParamsSchema,
    response: { 200: LikeResultSchema },
    description: `Someone else's draft is 404, as for a post that is not there; a like of its author's own draft or scheduled post is 409 ${likeMessages.unpublished} (taking one back stays open).`,
    errors: [404, 409],
    put: {
      summary: "Like a post (again changes nothing); its author is told once, unless it's you",
      handler: async (request) => {
        const { postId } = request.params
        if (!isId(postId)) throw postNotFound()
        // A person its author blocks cannot like it (ADR 0041); taking a like back stays open.
        const post = await db
          .selectFrom('posts')
          .select('author_id')
          .where('id', '=', postId)
          .executeTakeFirst()
        const { uid } = currentUser(request)
        if ((await blockersOf(db, uid, [post?.author_id])).size > 0) {
          throw blockedBy(blockMessages.like)
        }
        return settle(() => likePost(db, postId, currentUser(request)), request.log)
      },
    },
    delete: {
      summary: 'Take your like back (again changes nothing)',
      handler: async (request) => {
        const { postId } = request.params
        if (!isId(postId)) throw postNotFound()
        return settle(() => unlikePost(db, postId, currentUser(request)), request.log)
      },
    },
  })
}

export default likes
