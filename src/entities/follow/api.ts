// The follows' reads (the tag's head, the suggestions, whom one follows, the people on other
// servers one follows); their writes are the follows feature's (features/follows).
import type { Follows, FollowSuggestions, FollowedAuthor, TagInfo } from '../../../contract/follows'
import type { RemoteFollow } from '../../../contract/remote-follows'
import { http } from '../../lib/http'

/** The contract's schemas come in a chunk of their own, fetched beside the call (ADR 0018). */
const schemas = () => import('../../../contract/follows')

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

export async function getRemoteFollows(signal?: AbortSignal): Promise<RemoteFollow[]> {
  const [data, { RemoteFollowListSchema }] = await Promise.all([
    http.get('remote-follows', { signal }).json(),
    import('../../../contract/remote-follows'),
  ])
  return RemoteFollowListSchema.parse(data)
}
