// Blocking a person (ADR 0041). The blocked cannot comment on the blocker's posts, reply to
// or mention them, or like their posts (add-comment.ts, social.ts); the blocker no longer sees
// their comments. One's own affair: the list is the caller's only.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  BlockListSchema,
  BlockParamsSchema,
  BlockResultSchema,
  blockMessages,
} from '../../contract/blocks'
import { addBlock, blockedBy, removeBlock } from './block-repository'
import { now } from '../clock'
import { badRequest, notFound } from '../errors'
import { publicName } from '../profiles/public-name'
import type { AuthUser } from '../auth/auth-user'
import { currentUser } from '../auth/current-user'
import { route, toggleRoutes } from '../http/route'
import { rateLimits } from './rate-limits'

/** The person a block or an unblock names: anyone but the caller (400). */
function otherThan(user: AuthUser, uid: string): string {
  if (uid === user.uid) throw badRequest(blockMessages.self)
  return uid
}

const blocks: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database

  toggleRoutes(app, {
    url: '/blocks/:uid',
    access: 'signedIn',
    rateLimit: rateLimits.block,
    tag: 'authors',
    params: BlockParamsSchema,
    response: { 200: BlockResultSchema },
    errors: [404],
    put: {
      summary: 'Block a person (again changes nothing): they can no longer reach you',
      handler: async (request) => {
        const user = currentUser(request)
        const uid = otherThan(user, request.params.uid)
        if (!(await addBlock(db, user.uid, uid, now()))) throw notFound('Person not found')
        return { blocked: true }
      },
    },
    delete: {
      summary: 'Unblock a person (again changes nothing)',
      handler: async (request) => {
        const user = currentUser(request)
        await removeBlock(db, user.uid, otherThan(user, request.params.uid))
        return { blocked: false }
      },
    },
  })

  route(app, {
    method: 'GET',
    url: '/blocks',
    access: 'signedIn',
    tag: 'authors',
    summary: 'The people you block, the latest first',
    response: { 200: BlockListSchema },
    handler: async (request) => {
      const user = currentUser(request)
      const rows = await blockedBy(db, user.uid)
      return rows.map((row) => ({
        uid: row.blocked_id,
        name: publicName(row.name ?? ''),
        photoURL: row.photo ?? '',
        ...(row.handle ? { handle: row.handle } : {}),
        since: row.created_at,
      }))
    },
  })
}

export default blocks
