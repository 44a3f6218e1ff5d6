import type { FollowResult } from '../../../contract/follows'
import { http, parsed } from '../../lib/http'

/** The contract's schemas come in a chunk of their own, fetched beside the call (ADR 0018). */
const schemas = () => import('../../../contract/follows')

/** What a Follow button follows: an author (their uid) or a tag. */
export type FollowTarget = { kind: 'author'; authorId: string } | { kind: 'tag'; tag: string }

const followPath = (target: FollowTarget) =>
  target.kind === 'author'
    ? `authors/${encodeURIComponent(target.authorId)}/follow`
    : `tags/${encodeURIComponent(target.tag)}/follow`

export async function setFollow(target: FollowTarget, following: boolean): Promise<FollowResult> {
  const path = followPath(target)
  return parsed(
    following ? http.put(path) : http.delete(path),
    schemas().then((m) => m.FollowResultSchema),
  )
}
