// Issue 26 item 3: blocking a person. The blocked cannot comment on the blocker's posts, reply to
// or mention them, or like their posts (add-comment.ts, social.ts); the blocker no longer sees
// their comments. One's own affair: the list is the caller's only.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  BlockListSchema,
  BlockParamsSchema,
  BlockResultSchema,
  blockMessages,
} from '../../contract/blocks'
import { addBlock, blockedBy, removeBlock } from '../blocks/block-repository'
import { now } from '../clock'
import { badRequest, notFound } from '../errors'
import { RATE_LIMITS } from '../plugins/rate-limit'
import { publicName } from '../profiles/public-name'
import { currentUser } from './current-user'
import { bearerSecurity, errorResponses } from './route-schema'

const blocks: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database

  const blockRoute = (verb: 'PUT' | 'DELETE') => ({
    onRequest: app.authenticate,
    config: { rateLimit: RATE_LIMITS.block },
    schema: {
      tags: ['authors'],
      summary:
        verb === 'PUT'
          ? 'Block a person (again changes nothing): they can no longer reach you'
          : 'Unblock a person (again changes nothing)',
      security: bearerSecurity,
      params: BlockParamsSchema,
      response: { 200: BlockResultSchema, ...errorResponses(400, 401, 403, 404, 429) },
    },
  })

  app.put('/blocks/:uid', blockRoute('PUT'), async (request) => {
    const user = currentUser(request)
    const { uid } = request.params
    if (uid === user.uid) throw badRequest(blockMessages.self)
    if (!(await addBlock(db, user.uid, uid, now()))) throw notFound('Person not found')
    return { blocked: true }
  })

  app.delete('/blocks/:uid', blockRoute('DELETE'), async (request) => {
    const user = currentUser(request)
    const { uid } = request.params
    if (uid === user.uid) throw badRequest(blockMessages.self)
    await removeBlock(db, user.uid, uid)
    return { blocked: false }
  })

  app.get(
    '/blocks',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['authors'],
        summary: 'The people you block, the latest first',
        security: bearerSecurity,
        response: { 200: BlockListSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
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
  )
}

export default blocks
