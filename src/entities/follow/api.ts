// The follows' reads (the tag's head, the suggestions, whom one follows, the people on other
// servers one follows); their writes are the follows feature's (features/follows).
import type { Follows, FollowSuggestions, FollowedAuthor, TagInfo } from '../../../contract/follows'
import type { RemoteFollow } from '../../../contract/remote-follows'
import { http, parsed } from '../../lib/http'

/** The contract's schemas come in a chunk of their own, fetched beside the call (ADR 0018). */
const schemas = () => import('../../../contract/follows')

export async function getTagInfo(tag: string, signal?: AbortSignal): Promise<TagInfo> {
  return parsed(
    http.get(`tags/${encodeURIComponent(tag)}`, { signal }),
    schemas().then((m) => m.TagInfoSchema),
  )
}

export async function getSuggestions(signal?: AbortSignal): Promise<FollowSuggestions> {
  return parsed(
    http.get('feed/suggestions', { signal }),
    schemas().then((m) => m.FollowSuggestionsSchema),
  )
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
  return parsed(
    http.get('follows', { signal }),
    schemas().then((m) => m.FollowsSchema),
  )
}

export async function getRemoteFollows(signal?: AbortSignal): Promise<RemoteFollow[]> {
  return parsed(
    http.get('remote-follows', { signal }),
    import('../../../contract/remote-follows').then((m) => m.RemoteFollowListSchema),
  )
}
