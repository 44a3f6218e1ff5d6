import type {
  FollowResult,
  FollowSuggestions,
  FollowedAuthor,
  Follows,
  TagInfo,
} from '../../../contract/follows'
import { http } from '../../lib/http'

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
  const [data, { FollowResultSchema }] = await Promise.all([
    (following ? http.put(path) : http.delete(path)).json(),
    schemas(),
  ])
  return FollowResultSchema.parse(data)
}

export async function getTagInfo(tag: string, signal?: AbortSignal): Promise<TagInfo> {
  const [data, { TagInfoSchema }] = await Promise.all([
    http.get(`tags/${encodeURIComponent(tag)}`, { signal }).json(),
    schemas(),
  ])
  return TagInfoSchema.parse(data)
}

export async function getSuggestions(signal?: AbortSignal): Promise<FollowSuggestions> {
  const [data, { FollowSuggestionsSchema }] = await Promise.all([
    http.get('feed/suggestions', { signal }).json(),
    schemas(),
  ])
  return FollowSuggestionsSchema.parse(data)
}

/**
 * The authors and tags the reader follows, as the cache holds them: a row unfollowed here stays,
 * marked, until the list is fetched again, so a refused unfollow puts it back where it was
 * (paused-writes.ts).
 */
export interface FollowedList {
  authors: (FollowedAuthor & { unfollowed?: boolean })[]
  tags: { tag: string; unfollowed?: boolean }[]
}

/** The authors and tags the reader follows, the newest follow first. */
export async function getFollows(signal?: AbortSignal): Promise<Follows> {
  const [data, { FollowsSchema }] = await Promise.all([
    http.get('follows', { signal }).json(),
    schemas(),
  ])
  return FollowsSchema.parse(data)
}
