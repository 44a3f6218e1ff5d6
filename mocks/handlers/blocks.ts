import { HttpResponse, http } from 'msw'
import { type BlockResult, type BlockedPerson, blockMessages } from '../../contract/blocks'
import type { ErrorBody } from '../../contract/common'
import { store } from '../store'
import { caller } from './request-checks'
import { API, errorResponse } from './shared'

type BlockParams = { uid: string }

/** Whether `blockerId` blocks `uid` (the mock's stand-in for the server's blocks table). */
export function blocks(blockerId: string | undefined, uid: string | undefined): boolean {
  return Boolean(blockerId && uid && store.blocks.get(blockerId)?.has(uid))
}

/** The server's 403 when the person a write would reach blocks its writer. */
export const blockedAnswer = (message: string) => errorResponse(403, 'blocked', message)

export const handlers = [
  http.put<BlockParams, never, BlockResult | ErrorBody>(
    `${API}/blocks/:uid`,
    ({ request, params }) => {
      const who = caller(request)
      if (!who.email) return who.response
      if (params.uid === who.uid) return errorResponse(400, 'bad_request', blockMessages.self)
      const mine = store.blocks.get(who.uid) ?? new Map<string, string>()
      if (!mine.has(params.uid)) mine.set(params.uid, new Date().toISOString())
      store.blocks.set(who.uid, mine)
      return HttpResponse.json({ blocked: true })
    },
  ),

  http.delete<BlockParams, never, BlockResult | ErrorBody>(
    `${API}/blocks/:uid`,
    ({ request, params }) => {
      const who = caller(request)
      if (!who.email) return who.response
      if (params.uid === who.uid) return errorResponse(400, 'bad_request', blockMessages.self)
      store.blocks.get(who.uid)?.delete(params.uid)
      return HttpResponse.json({ blocked: false })
    },
  ),

  http.get<never, never, BlockedPerson[] | ErrorBody>(`${API}/blocks`, ({ request }) => {
    const who = caller(request)
    if (!who.email) return who.response
    const mine = [...(store.blocks.get(who.uid) ?? new Map<string, string>())]
    return HttpResponse.json(
      mine
        .sort(([, a], [, b]) => b.localeCompare(a))
        .map(([uid, since]) => {
          const profile = store.profiles.get(uid)
          return {
            uid,
            name: profile?.displayName ?? '',
            photoURL: profile?.photoURL ?? '',
            ...(profile?.handle ? { handle: profile.handle } : {}),
            since,
          }
        }),
    )
  }),
]
