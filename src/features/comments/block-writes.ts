// Blocking a person (issue 26 item 3), from their comment: not on the first load; the post page's
// lazy chunk imports it with the other writes of comments.
import type { BlockResult } from '../../../contract/blocks'
import { http, parsed } from '../../lib/http'

const schemas = () => import('../../../contract/blocks')

export async function setBlocked(uid: string, blocked: boolean): Promise<BlockResult> {
  const path = `blocks/${encodeURIComponent(uid)}`
  return parsed(
    blocked ? http.put(path) : http.delete(path),
    schemas().then((m) => m.BlockResultSchema),
  )
}
