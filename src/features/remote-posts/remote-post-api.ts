// Liking and answering posts from people on other servers (issue 29): their cards in the
// Following feed (server/federation/routes.ts).
import { http, parsed } from '../../lib/http'

/** The contract's schemas come in a chunk of their own, fetched beside the call (ADR 0018). */
const schemas = () => import('../../../contract/remote-follows')

/** Likes (or takes back the like of) a post from another server: sent to its server. */
export async function setRemoteLike(postId: string, liked: boolean): Promise<boolean> {
  const path = `remote-posts/${encodeURIComponent(postId)}/like`
  const answer = await parsed(
    liked ? http.put(path) : http.delete(path),
    schemas().then((m) => m.RemoteLikeResultSchema),
  )
  return answer.likedByMe
}

/** Sends a reply to a post from another server; it lives there from then on. */
export async function replyToRemotePost(postId: string, comment: string): Promise<void> {
  // Not retried: a reply is sent once, and a second would be a second reply there.
  await http
    .post(`remote-posts/${encodeURIComponent(postId)}/replies`, { json: { comment }, retry: 0 })
    .json()
}
