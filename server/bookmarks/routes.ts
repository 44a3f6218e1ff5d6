// A reader's reading list (ADR 0039). Private: only its reader reads it, and nothing about it is
// public (no count on a post), so saving or removing drops no kept public answer.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { BookmarkResultSchema } from '../../contract/bookmarks'
import { PostIdParamsSchema, PostListSchema } from '../../contract/posts'
import { addBookmark, bookmarkMessages, bookmarkPage, removeBookmark } from './bookmark-repository'
import { now } from '../clock'
import { isForeignKeyViolation } from '../db/errors'
import { conflict } from '../errors'
import { isId } from '../ids'
import { listPage } from '../pagination/page'
import { toSummary } from '../posts/post-rows'
import { currentUser } from '../auth/current-user'
import { postNotFound } from '../posts/require-post'
import { route, toggleRoutes } from '../http/route'
import { pagedList, revalidated } from '../http/route-schema'
import { rateLimits } from './rate-limits'

const bookmarks: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database

  toggleRoutes(app, {
    url: '/post/:postId/bookmark',
    access: 'signedIn',
    rateLimit: rateLimits.bookmark,
    config: { publicAnswers: 'unchanged' },
    tag: 'posts',
    description: `A post you cannot read (a draft of someone else, or none) is 404; saving your own draft or scheduled post is 409 ${bookmarkMessages.unpublished} (taking one off stays open).`,
    params: PostIdParamsSchema,
    response: { 200: BookmarkResultSchema },
    errors: [404, 409],
    put: {
      summary: 'Save a post to your reading list (again changes nothing)',
      handler: async (request) => {
        const { postId } = request.params
        const { uid } = currentUser(request)
        const saved = isId(postId)
          ? await addBookmark(db, uid, postId, now()).catch((error: unknown) => {
              // The post was deleted as it was saved (PostgreSQL): there is no post to save.
              if (isForeignKeyViolation(error)) return 'missing' as const
              throw error
            })
          : 'missing'
        if (saved === 'missing') throw postNotFound()
        if (saved === 'unpublished') throw conflict(bookmarkMessages.unpublished)
        return { bookmarked: true }
      },
    },
    delete: {
      summary: 'Take a post off your reading list (again changes nothing)',
      handler: async (request) => {
        const { postId } = request.params
        const { uid } = currentUser(request)
        if (!isId(postId) || !(await removeBookmark(db, uid, postId))) throw postNotFound()
        return { bookmarked: false }
      },
    },
  })

  route(app, {
    method: 'GET',
    url: '/bookmarks',
    access: 'signedIn',
    tag: 'posts',
    summary: 'Your reading list: the posts you saved, the last saved first',
    description: `${pagedList.description} Yours only; as the feed shows a post.`,
    querystring: pagedList.querystring,
    response: { 200: PostListSchema, ...revalidated },
    handler: async (request, reply) => {
      const { uid } = currentUser(request)
      return listPage(
        request,
        reply,
        (page) => bookmarkPage(db, uid, page),
        (row) => toSummary(row.post),
      )
    },
  })
}

export default bookmarks
