// Authors' public pages, by id or by handle (ADR 0036), the signed-in user's profile
// (ADR 0024), and the people search (people-routes.ts).
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  HANDLE_PATTERN,
  HandleParamsSchema,
  handleMessages,
  normaliseHandle,
} from '../../contract/follows'
import {
  AuthorIdParamsSchema,
  AuthorSchema,
  ProfileInputSchema,
  ProfileSchema,
} from '../../contract/profiles'
import { now } from '../clock'
import { isUniqueViolation } from '../db/errors'
import { HttpError, notFound } from '../errors'
import { isAuthorId } from '../ids'
import { authorAnswer } from './author-answer'
import { lookalikeOf, saveProfile, uidOfHandle } from './profile-repository'
import { currentUser } from '../auth/current-user'
import { route } from '../http/route'
import { revalidated } from '../http/route-schema'
import people from './people-routes'
import { viewerOf } from '../auth/viewer'
import { rateLimits } from './rate-limits'

const profiles: FastifyPluginAsyncZod = async (app) => {
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
    rateLimit: rateLimits.updateProfile,
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

  await app.register(people)
}

export default profiles
