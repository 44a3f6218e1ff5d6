// Issue 29 item 4 in the mock: following people on other servers by handle, as the server
// answers it (server/federation/routes.ts). The mock's "other servers" are
// `store.remoteAccounts`; they accept a follow at once, and their posts join the following feed.
import { HttpResponse, http } from 'msw'
import type { ErrorBody } from '../../contract/common'
import type { PostSummary } from '../../contract/posts'
import {
  FollowRemoteInputSchema,
  type RemoteFollow,
  type RemoteLikeResult,
  RemoteReplyInputSchema,
  remoteFollowMessages,
} from '../../contract/remote-follows'
import { mockId, store } from '../store'
import { caller, invalid } from './request-checks'
import { API, errorResponse } from './shared'

/** The host the mock's own accounts live on: a handle there is a local one. */
const OWN_HOST = 'localhost'

const fieldError = (status: number, code: string, message: string) =>
  errorResponse(status, code, message, { handle: message })

/** The remote posts of the accounts `uid` follows: what the following feed adds. */
export function remotePostsFor(uid: string): PostSummary[] {
  return (store.remoteFollows.get(uid) ?? []).flatMap(
    (follow) => store.remoteAccounts.get(follow.handle)?.posts ?? [],
  )
}

/** A remote post the caller sees in their following feed, or undefined. */
const remotePost = (uid: string, id: string) => remotePostsFor(uid).find((post) => post._id === id)

const NOT_HERE = 'No such post from another server here'

/** Liking a remote post: its server is told; the mock keeps only the reader's own heart. */
const remoteLike =
  (liked: boolean) =>
  ({ request, params }: { request: Request; params: { id: string } }) => {
    const who = caller(request)
    if (!who.email) return who.response
    if (!store.profiles.get(who.uid)?.handle) {
      return errorResponse(409, 'handle_required', remoteFollowMessages.needHandle)
    }
    const post = remotePost(who.uid, params.id)
    if (!post) return errorResponse(404, 'not_found', NOT_HERE)
    post.likeCount = Math.max(0, post.likeCount + (liked === post.likedByMe ? 0 : liked ? 1 : -1))
    post.likedByMe = liked
    return HttpResponse.json<RemoteLikeResult>({ likedByMe: liked })
  }

export const handlers = [
  http.put<{ id: string }>(`${API}/remote-posts/:id/like`, remoteLike(true)),
  http.delete<{ id: string }>(`${API}/remote-posts/:id/like`, remoteLike(false)),
  http.post<{ id: string }>(`${API}/remote-posts/:id/replies`, async ({ request, params }) => {
    const who = caller(request)
    if (!who.email) return who.response
    const parsed = RemoteReplyInputSchema.safeParse(await request.json().catch(() => null))
    if (!parsed.success) return invalid(parsed.error)
    if (!store.profiles.get(who.uid)?.handle) {
      return errorResponse(409, 'handle_required', remoteFollowMessages.needHandle)
    }
    if (!remotePost(who.uid, params.id)) return errorResponse(404, 'not_found', NOT_HERE)
    store.remoteReplies.push({ postId: params.id, comment: parsed.data.comment })
    return HttpResponse.json({ id: `https://localhost/ap/notes/${mockId()}` }, { status: 202 })
  }),
  http.get<never, never, RemoteFollow[] | ErrorBody>(`${API}/remote-follows`, ({ request }) => {
    const who = caller(request)
    if (!who.email) return who.response
    return HttpResponse.json(store.remoteFollows.get(who.uid) ?? [])
  }),
  http.post<never, never, RemoteFollow | ErrorBody>(
    `${API}/remote-follows`,
    async ({ request }) => {
      const who = caller(request)
      if (!who.email) return who.response
      const parsed = FollowRemoteInputSchema.safeParse(await request.json().catch(() => null))
      if (!parsed.success) return invalid(parsed.error)
      if (!store.profiles.get(who.uid)?.handle) {
        return fieldError(409, 'handle_required', remoteFollowMessages.needHandle)
      }
      const handle = parsed.data.handle.replace(/^@/, '').toLowerCase()
      const host = handle.slice(handle.lastIndexOf('@') + 1)
      if (host.split(':')[0] === OWN_HOST) {
        return fieldError(400, 'validation_failed', remoteFollowMessages.local)
      }
      const account = store.remoteAccounts.get(handle)
      if (!account) return fieldError(404, 'not_found', remoteFollowMessages.notFound)
      const follows = store.remoteFollows.get(who.uid) ?? []
      const existing = follows.find((follow) => follow.handle === handle)
      if (existing) return HttpResponse.json(existing)
      const [name = ''] = handle.split('@')
      const follow: RemoteFollow = {
        id: mockId(),
        actorId: `https://${host}/users/${name}`,
        handle,
        name: account.name,
        icon: account.icon,
        url: `https://${host}/@${name}`,
        state: 'accepted',
      }
      store.remoteFollows.set(who.uid, [follow, ...follows])
      return HttpResponse.json(follow, { status: 201 })
    },
  ),
  http.delete<{ id: string }, never, { deletedCount: number } | ErrorBody>(
    `${API}/remote-follows/:id`,
    ({ request, params }) => {
      const who = caller(request)
      if (!who.email) return who.response
      const follows = store.remoteFollows.get(who.uid) ?? []
      const left = follows.filter((follow) => follow.id !== params.id)
      store.remoteFollows.set(who.uid, left)
      return HttpResponse.json({ deletedCount: follows.length - left.length })
    },
  ),
]
