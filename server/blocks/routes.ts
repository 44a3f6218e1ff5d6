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
import { currentUser } from '../auth/current-user'
import { route, toggleRoutes } from '../http/route'
import { rateLimits } from './rate-limits'

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
        const { uid } = request.params
        if (uid === user.uid) throw badRequest(blockMessages.self)
        if (!(await addBlock(db, user.uid, uid, now()))) throw notFound('Person not found')
        return { blocked: true }
      },
    },
    delete: {
      summary: 'Unblock a person (again changes nothing)',
      handler: async (request) => {
        const user = currentUser(request)
        const { uid } = request.params
        if (uid === user.uid) throw badRequest(blockMessages.self)
        await removeBlock(db, user.uid, uid)
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
