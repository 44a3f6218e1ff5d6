// Issue 14: authors' public pages, the signed-in user's profile, and likes.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { PostIdParamsSchema } from '../../contract/posts'
import {
  AuthorIdParamsSchema,
  AuthorSchema,
  LikeResultSchema,
  ProfileInputSchema,
  ProfileSchema,
} from '../../contract/profiles'
import { now } from '../clock'
import { isForeignKeyViolation } from '../db/errors'
import { notFound } from '../errors'
import { announce } from '../events/announce'
import { isId } from '../ids'
import { type LikeOutcome, likePost, unlikePost } from '../likes/like-repository'
import { RATE_LIMITS } from '../plugins/rate-limit'
import { latestAuthorName, publishedCount } from '../posts/post-repository'
import { findProfile, saveProfile } from '../profiles/profile-repository'
import { publicName } from '../profiles/public-name'
import { currentUser } from './current-user'
import { postNotFound } from './require-post'
import { bearerSecurity, errorResponses } from './route-schema'

const AUTHOR_ID_MAX = 128

const social: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database

  app.get(
    '/authors/:authorId',
    {
      schema: {
        tags: ['authors'],
        summary: "An author's public page: name, photo, bio and how many posts they published",
        description:
          'Their posts are `GET /posts?author=:authorId`. No email address is ever part of it.',
        params: AuthorIdParamsSchema,
        response: { 200: AuthorSchema, ...errorResponses(404) },
      },
    },
    async (request) => {
      const { authorId } = request.params
      if (authorId.length > AUTHOR_ID_MAX) throw notFound('Author not found')
      const [profile, postCount] = await Promise.all([
        findProfile(db, authorId),
        publishedCount(db, authorId),
      ])
      if (profile) {
        return {
          authorId,
          displayName: publicName(profile.display_name),
          photoURL: profile.photo_url,
          bio: profile.bio,
          postCount,
          updatedAt: profile.updated_at,
        }
      }
      // An author who has not signed in since profiles began: the name of their newest post.
      const name = await latestAuthorName(db, authorId)
      if (name === undefined) throw notFound('Author not found')
      return { authorId, displayName: publicName(name), photoURL: '', bio: '', postCount }
    },
  )

  app.put(
    '/profile',
    {
      onRequest: app.authenticate,
      config: { rateLimit: RATE_LIMITS.updateProfile },
      schema: {
        tags: ['authors'],
        summary:
          'Set your name, photo and bio (absent: kept), shown at once on everything you wrote',
        security: bearerSecurity,
        body: ProfileInputSchema,
        response: { 200: ProfileSchema, ...errorResponses(400, 401, 403, 415, 429) },
      },
    },
    async (request) => {
      const user = currentUser(request)
      const { displayName, photoURL, bio } = request.body
      const row = await saveProfile(db, {
        uid: user.uid,
        displayName,
        photoURL,
        ...(bio === undefined ? {} : { bio }),
        at: now(),
      })
      return {
        displayName: row.display_name,
        photoURL: row.photo_url,
        bio: row.bio,
        updatedAt: row.updated_at,
      }
    },
  )

  const likeRoute = (verb: 'PUT' | 'DELETE') => ({
    onRequest: app.authenticate,
    config: { rateLimit: RATE_LIMITS.like },
    schema: {
      tags: ['posts'],
      summary:
        verb === 'PUT'
          ? "Like a post (again changes nothing); its author is told once, unless it's you"
          : 'Take your like back (again changes nothing)',
      security: bearerSecurity,
      params: PostIdParamsSchema,
      response: { 200: LikeResultSchema, ...errorResponses(401, 403, 404, 429) },
    },
  })

  const settle = async (run: () => Promise<LikeOutcome>, log: Parameters<typeof announce>[1]) => {
    const outcome = await run().catch((error: unknown) => {
      // The post was deleted meanwhile (PostgreSQL): a like of a post that is gone.
      if (isForeignKeyViolation(error)) return { found: false as const }
      throw error
    })
    if (!outcome.found) throw postNotFound()
    if (outcome.notified) await announce(app.notificationBus, log, [outcome.notified])
    return outcome.result
  }

  app.put('/post/:postId/like', likeRoute('PUT'), async (request) => {
    const { postId } = request.params
    if (!isId(postId)) throw postNotFound()
    return settle(() => likePost(db, postId, currentUser(request)), request.log)
  })

  app.delete('/post/:postId/like', likeRoute('DELETE'), async (request) => {
    const { postId } = request.params
    if (!isId(postId)) throw postNotFound()
    return settle(() => unlikePost(db, postId, currentUser(request)), request.log)
  })
}

export default social
