// Preview links (ADR 0079): the post's author or an editor makes, reads and stops the link of a
// draft or a scheduled post; anyone holding the token reads the post through it, signed out.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { PostIdParamsSchema } from '../../contract/posts'
import {
  PreviewLinkSchema,
  PreviewLinkStateSchema,
  PreviewTokenParamsSchema,
  PreviewedPostSchema,
  RevokeResultSchema,
  previewLinkMessages,
  previewPath,
} from '../../contract/preview-links'
import type { AuthUser } from '../auth/auth-user'
import { loadTokenSecret } from '../auth/auth-plugin'
import { currentUser } from '../auth/current-user'
import { now } from '../clock'
import { conflict, notFound } from '../errors'
import { isForeignKeyViolation, isUniqueViolation } from '../db/errors'
import { perAddress } from '../http/rate-limits'
import { route } from '../http/route'
import { toPost } from '../posts/post-rows'
import { postNotFound, requirePost } from '../posts/require-post'
import { rightsOf } from '../site/publish-gate'
import { rateLimits } from './rate-limits'
import {
  deleteLinkOfPost,
  isLive,
  linkOfPost,
  makeLink,
  postOfToken,
  previewTokens,
} from './repository'
import type { PreviewLinksTable } from './tables'
import { PREVIEW_HEADERS } from './page'

const previewLinks: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database
  const tokens = previewTokens(loadTokenSecret(app.config.tokenSecret, app.config.dataDir))
  const linkOf = (row: PreviewLinksTable) => {
    const token = tokens.tokenOf(row.id)
    return { token, path: previewPath(token), createdAt: row.created_at }
  }
  /** The post, if the caller may share it: its author, or an editor (ADR 0074). */
  const sharedPost = async (user: AuthUser, postId: string) => {
    const rights = await rightsOf(app, user)
    return requirePost(db, postId, rights.editor ? { moderator: true } : { ownedBy: user.uid })
  }
  // Making, reading and stopping a link change nothing anyone reads without it.
  const manage = { rateLimit: rateLimits.manage, config: { publicAnswers: 'unchanged' as const } }

  route(app, {
    method: 'GET',
    url: '/post/:postId/preview-link',
    access: 'verified',
    ...manage,
    tag: 'posts',
    summary: "A draft's preview link, if one is shared (its author's or an editor's)",
    params: PostIdParamsSchema,
    response: { 200: PreviewLinkStateSchema },
    errors: [404],
    handler: async (request) => {
      const post = await sharedPost(currentUser(request), request.params.postId)
      const row = await linkOfPost(db, post.id)
      if (!row) return { link: null }
      if (isLive(row, post)) return { link: linkOf(row) }
      await deleteLinkOfPost(db, post.id)
      return { link: null }
    },
  })

  route(app, {
    method: 'PUT',
    url: '/post/:postId/preview-link',
    access: 'verified',
    ...manage,
    tag: 'posts',
    summary: 'Share a draft or a scheduled post by a secret link; again answers the same link',
    description:
      'Its author or an editor. A published post has no preview (409). The link works until it is stopped, the post is published, or the post is deleted.',
    params: PostIdParamsSchema,
    response: { 200: PreviewLinkSchema },
    errors: [404, 409],
    handler: async (request) => {
      const user = currentUser(request)
      const post = await sharedPost(user, request.params.postId)
      if (post.status === 'published') throw conflict(previewLinkMessages.published)
      const existing = await linkOfPost(db, post.id)
      if (existing && isLive(existing, post)) return linkOf(existing)
      try {
        return linkOf(await makeLink(db, tokens, post.id, user.uid, now()))
      } catch (error) {
        // Shared twice at once: the other share made the link, which both answer. Deleted
        // meanwhile: there is nothing to share.
        if (isForeignKeyViolation(error)) throw postNotFound()
        const made = isUniqueViolation(error) ? await linkOfPost(db, post.id) : undefined
        if (!made) throw error
        return linkOf(made)
      }
    },
  })

  route(app, {
    method: 'DELETE',
    url: '/post/:postId/preview-link',
    access: 'verified',
    ...manage,
    tag: 'posts',
    summary: "Stop sharing a post's preview link: it opens nothing from now on",
    params: PostIdParamsSchema,
    response: { 200: RevokeResultSchema },
    errors: [404],
    handler: async (request) => {
      const post = await sharedPost(currentUser(request), request.params.postId)
      return { deletedCount: await deleteLinkOfPost(db, post.id) }
    },
  })

  route(app, {
    method: 'GET',
    url: '/preview-links/:token',
    access: 'public',
    rateLimit: perAddress(rateLimits.read),
    tag: 'posts',
    summary: 'The post a preview link opens, for anyone holding it, signed in or not',
    description:
      'Answered as to nobody (no likes of the caller), never kept by a cache and never indexed. A stopped link, a published or deleted post, or anything not a token: 404.',
    params: PreviewTokenParamsSchema,
    response: { 200: PreviewedPostSchema },
    errors: [404],
    handler: async (request, reply) => {
      // On the 404 too: whether a token was ever live is nobody's to keep.
      reply.headers(PREVIEW_HEADERS)
      const post = await postOfToken(db, request.params.token)
      if (!post) throw notFound(previewLinkMessages.notFound)
      return { post: toPost(post), preview: true as const }
    },
  })
}

export default previewLinks
