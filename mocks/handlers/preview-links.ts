// Preview links in the mock (ADR 0079): the author or an editor shares a draft or a scheduled
// post, reads its link back and stops it; the token opens the post for anyone, as on the server.
import { HttpResponse, http } from 'msw'
import { roleAtLeast } from '../../contract/site'
import type { ErrorBody } from '../../contract/common'
import type { PostDetail } from '../../contract/posts'
import {
  type PreviewLink,
  type PreviewLinkState,
  type PreviewedPost,
  type RevokeResult,
  previewLinkMessages,
  previewPath,
} from '../../contract/preview-links'
import { store } from '../store'
import { ownPost } from './posts'
import { caller } from './request-checks'
import { postView } from './views'
import { API, errorResponse } from './shared'

type Params = { postId: string }

/** 43 URL-safe characters, as the server's HMAC is. */
function newToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32))
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '')
}

/** The post, if the caller may share it: its author or an editor; else the refusal. */
function sharedPost(
  request: Request,
  postId: string,
): { post: PostDetail; response?: undefined } | { post?: undefined; response: Response } {
  const who = caller(request)
  if (who.response) return { response: who.response }
  if (roleAtLeast(store.staff.get(who.email.toLowerCase())?.role, 'editor')) {
    const post = store.posts.find((p) => p._id === postId)
    return post ? { post } : { response: errorResponse(404, 'not_found', 'Post not found') }
  }
  const found = ownPost(postId, who)
  return found.post ? { post: found.post } : { response: found.response }
}

export const handlers = [
  http.get<Params, never, PreviewLinkState | ErrorBody>(
    `${API}/post/:postId/preview-link`,
    ({ request, params }) => {
      const found = sharedPost(request, params.postId)
      if (!found.post) return found.response
      const link = found.post.status === 'published' ? null : store.previewLinks.get(found.post._id)
      return HttpResponse.json({ link: link ?? null })
    },
  ),

  http.put<Params, never, PreviewLink | ErrorBody>(
    `${API}/post/:postId/preview-link`,
    ({ request, params }) => {
      const found = sharedPost(request, params.postId)
      if (!found.post) return found.response
      if (found.post.status === 'published') {
        return errorResponse(409, 'conflict', previewLinkMessages.published)
      }
      const existing = store.previewLinks.get(found.post._id)
      if (existing) return HttpResponse.json(existing)
      const token = newToken()
      const link = { token, path: previewPath(token), createdAt: new Date().toISOString() }
      store.previewLinks.set(found.post._id, link)
      return HttpResponse.json(link)
    },
  ),

  http.delete<Params, never, RevokeResult | ErrorBody>(
    `${API}/post/:postId/preview-link`,
    ({ request, params }) => {
      const found = sharedPost(request, params.postId)
      if (!found.post) return found.response
      const deleted = store.previewLinks.delete(found.post._id)
      return HttpResponse.json({ deletedCount: deleted ? 1 : 0 })
    },
  ),

  http.get<{ token: string }, never, PreviewedPost | ErrorBody>(
    `${API}/preview-links/:token`,
    ({ params }) => {
      const postId = [...store.previewLinks].find(([, link]) => link.token === params.token)?.[0]
      const post = store.posts.find((p) => p._id === postId)
      if (!post || post.status === 'published') {
        return errorResponse(404, 'not_found', previewLinkMessages.notFound)
      }
      // As to nobody: a preview reader is no one, whoever's browser it is.
      return HttpResponse.json({ post: postView(post, undefined), preview: true as const })
    },
  ),
]
