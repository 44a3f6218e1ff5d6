// Issue 29 item 4: following people on other servers (server/federation/routes.ts).
import type { RemoteFollow } from '../../../contract/remote-follows'
import { http, parsed } from '../../lib/http'

/** The contract's schemas come in a chunk of their own, fetched beside the call (ADR 0018). */
const schemas = () => import('../../../contract/remote-follows')

/** Follows `@name@server`: their server is asked, so this takes a moment and may fail. */
export async function followRemote(handle: string): Promise<RemoteFollow> {
  return parsed(
    // Not retried: the server asks another server each time, and a follow is sent once.
    http.post('remote-follows', { json: { handle }, retry: 0, timeout: 30_000 }),
    schemas().then((m) => m.RemoteFollowSchema),
  )
}

export async function unfollowRemote(id: string): Promise<void> {
  await http.delete(`remote-follows/${encodeURIComponent(id)}`).json()
}
