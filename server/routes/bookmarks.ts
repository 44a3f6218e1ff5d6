// Issue 24 item 4: a reader's reading list. Private: only its reader reads it, and nothing about
// it is public (no count on a post), so saving or removing drops no kept public answer.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { BookmarkResultSchema } from '../../contract/bookmarks'
import { PostIdParamsSchema, PostListSchema } from '../../contract/posts'
import { addBookmark, bookmarkPage, removeBookmark } from '../bookmarks/bookmark-repository'
import { now } from '../clock'
import { isForeignKeyViolation } from '../db/errors'
import { isId } from '../ids'
import { listPage } from '../pagination/page'
import { RATE_LIMITS } from '../plugins/rate-limit'
import { toSummary } from '../posts/post-rows'
import { currentUser } from './current-user'
import { postNotFound } from './require-post'
import { bearerSecurity, errorResponses, pagedList, revalidated } from './route-schema'

const bookmarks: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database

  const bookmarkRoute = (verb: 'PUT' | 'DELETE') => ({
    onRequest: app.authenticate,
    config: { rateLimit: RATE_LIMITS.bookmark, publicAnswers: 'unchanged' as const },
    schema: {
      tags: ['posts'],
      summary:
        verb === 'PUT'
          ? 'Save a post to your reading list (again changes nothing)'
          : 'Take a post off your reading list (again changes nothing)',
      description: 'A post you cannot read (a draft of someone else, or none) is 404.',
      security: bearerSecurity,
      params: PostIdParamsSchema,
      response: { 200: BookmarkResultSchema, ...errorResponses(401, 403, 404, 429) },
    },
  })

  app.put('/post/:postId/bookmark', bookmarkRoute('PUT'), async (request) => {
    const { postId } = request.params
    const { uid } = currentUser(request)
    const saved =
      isId(postId) &&
      (await addBookmark(db, uid, postId, now()).catch((error: unknown) => {
        // The post was deleted as it was saved (PostgreSQL): there is no post to save.
        if (isForeignKeyViolation(error)) return false
        throw error
      }))
    if (!saved) throw postNotFound()
    return { bookmarked: true }
  })

  app.delete('/post/:postId/bookmark', bookmarkRoute('DELETE'), async (request) => {
    const { postId } = request.params
    const { uid } = currentUser(request)
    if (!isId(postId) || !(await removeBookmark(db, uid, postId))) throw postNotFound()
    return { bookmarked: false }
  })

  app.get(
    '/bookmarks',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['posts'],
        summary: 'Your reading list: the posts you saved, the last saved first',
        description: `${pagedList.description} Yours only; as the feed shows a post.`,
        querystring: pagedList.querystring,
        security: bearerSecurity,
        response: { 200: PostListSchema, ...revalidated, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { uid } = currentUser(request)
      return listPage(
        request,
        reply,
        (page) => bookmarkPage(db, uid, page),
        (row) => toSummary(row.post),
      )
    },
  )
}

export default bookmarks
