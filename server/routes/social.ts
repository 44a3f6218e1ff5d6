// Authors' public pages, the signed-in user's profile, and likes (ADR 0024); handles (ADR 0036).
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  HANDLE_PATTERN,
  HandleParamsSchema,
  handleMessages,
  normaliseHandle,
} from '../../contract/follows'
import { PostIdParamsSchema } from '../../contract/posts'
import {
  AuthorIdParamsSchema,
  AuthorSchema,
  LikeResultSchema,
  ProfileInputSchema,
  ProfileSchema,
} from '../../contract/profiles'
import { now } from '../clock'
import { isForeignKeyViolation, isUniqueViolation } from '../db/errors'
import { HttpError, blockedBy, notFound } from '../errors'
import { announce } from '../events/announce'
import { isAuthorId, isId } from '../ids'
import { blockMessages } from '../../contract/blocks'
import { blockersOf } from '../blocks/block-repository'
import { type LikeOutcome, likePost, unlikePost } from '../likes/like-repository'
import { authorAnswer } from '../profiles/author-answer'
import { lookalikeOf, saveProfile, uidOfHandle } from '../profiles/profile-repository'
import { currentUser } from './current-user'
import { postNotFound } from './require-post'
import { route } from './route'
import { revalidated } from './route-schema'
import { viewerOf } from './viewer'

const social: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database

  const authorRoute = <Params extends typeof AuthorIdParamsSchema | typeof HandleParamsSchema>(
    url: string,
    summary: string,
    params: Params,
  ) =>
    ({
      method: 'GET',
      url,
      access: 'viewer',
      tag: 'authors',
      summary,
      description:
        'Their posts are `GET /posts?author=:authorId`. With a token, `followedByMe` is the caller’s (and the answer private). No email address is ever part of it.',
      params,
      response: { 200: AuthorSchema, ...revalidated },
      errors: [404],
    }) as const

  const requireAuthor = async (authorId: string, request: FastifyRequest) => {
    const author = !isAuthorId(authorId)
      ? undefined
      : await authorAnswer(db, authorId, await viewerOf(app, request))
    if (!author) throw notFound('Author not found')
    return author
  }

  route(app, {
    ...authorRoute(
      '/authors/:authorId',
      "An author's public page: name, photo, bio, handle, how many posts they published and how many follow them",
      AuthorIdParamsSchema,
    ),
    handler: async (request) => requireAuthor(request.params.authorId, request),
  })

  route(app, {
    ...authorRoute(
      '/authors/by-handle/:handle',
      'The author who holds a handle (any case, with or without `@`): as `GET /authors/:authorId`',
      HandleParamsSchema,
    ),
    handler: async (request) => {
      const handle = normaliseHandle(request.params.handle)
      const uid = HANDLE_PATTERN.test(handle) ? await uidOfHandle(db, handle) : undefined
      if (uid === undefined) throw notFound('Author not found')
      return requireAuthor(uid, request)
    },
  })

  route(app, {
    method: 'PUT',
    url: '/profile',
    access: 'signedIn',
    rateLimit: 'updateProfile',
    tag: 'authors',
    summary:
      'Set your name, photo, bio and handle (absent: kept), shown at once on everything you wrote',
    description: `A handle is 3–30 of \`a-z 0-9 _\`, stored lower case; a reserved one is 400, one someone else holds 409, each with \`fields.handle\`; \`""\` takes yours away. One that looks like someone else's handle or name (case, accents, Cyrillic or Greek twins, 0 and o, 1 l I) is 400: ${handleMessages.likeHandle}; ${handleMessages.likeName}.`,
    body: ProfileInputSchema,
    response: { 200: ProfileSchema },
    errors: [409],
    handler: async (request) => {
      const user = currentUser(request)
      const { displayName, photoURL, bio, handle } = request.body
      // A new handle that looks like someone's is refused (ADR 0057). One held already is not
      // checked: your own stays yours, someone else's is the unique index's 409 below.
      if (handle && (await uidOfHandle(db, handle)) === undefined) {
        const lookalike = await lookalikeOf(db, user.uid, handle)
        if (lookalike === 'taken') {
          throw new HttpError(409, 'conflict', handleMessages.taken, {
            handle: handleMessages.taken,
          })
        }
        if (lookalike) {
          const message =
            lookalike === 'handle' ? handleMessages.likeHandle : handleMessages.likeName
          throw new HttpError(400, 'validation_failed', message, { handle: message })
        }
      }
      const row = await saveProfile(db, {
        uid: user.uid,
        displayName,
        photoURL,
        ...(bio === undefined ? {} : { bio }),
        ...(handle === undefined ? {} : { handle: handle === '' ? null : handle }),
        at: now(),
      }).catch((error: unknown) => {
        if (isUniqueViolation(error)) {
          throw new HttpError(409, 'conflict', handleMessages.taken, {
            handle: handleMessages.taken,
          })
        }
        throw error
      })
      return {
        displayName: row.display_name,
        photoURL: row.photo_url,
        bio: row.bio,
        handle: row.handle,
        updatedAt: row.updated_at,
      }
    },
  })

  const likeRoute = (method: 'PUT' | 'DELETE') =>
    ({
      method,
      url: '/post/:postId/like',
      access: 'signedIn',
      rateLimit: 'like',
      tag: 'posts',
      summary:
        method === 'PUT'
          ? "Like a post (again changes nothing); its author is told once, unless it's you"
          : 'Take your like back (again changes nothing)',
      params: PostIdParamsSchema,
      response: { 200: LikeResultSchema },
      errors: [404],
    }) as const

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

  route(app, {
    ...likeRoute('PUT'),
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
  })

  route(app, {
    ...likeRoute('DELETE'),
    handler: async (request) => {
      const { postId } = request.params
      if (!isId(postId)) throw postNotFound()
      return settle(() => unlikePost(db, postId, currentUser(request)), request.log)
    },
  })
}

export default social
