// Reading posts: the feed, one post, and the signed-in author's own list.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { PageQuerySchema } from '../../contract/common'
import {
  PostIdParamsSchema,
  PostListSchema,
  PostSchema,
  UserPostListSchema,
} from '../../contract/posts'
import { notFound } from '../errors'
import { isId } from '../ids'
import { pageRequest, sendPage } from '../pagination/page'
import { toPost, toSummary } from '../posts/post-rows'
import { authorPage, feedPage, findPost } from '../posts/post-repository'
import { currentUser } from './current-user'
import { errorResponses } from './error-responses'

const posts: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database

  app.get(
    '/posts',
    {
      schema: {
        tags: ['posts'],
        summary: 'The feed, newest first, with a preview of each body',
        description: 'The next page, if any, is linked in `Link: <…>; rel="next"`.',
        querystring: PageQuerySchema,
        response: { 200: PostListSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const page = pageRequest(request.query)
      const rows = await feedPage(db, page)
      return sendPage(request, reply, rows, page.limit).map(toSummary)
    },
  )

  app.get(
    '/post/:postId',
    {
      schema: {
        tags: ['posts'],
        summary: 'One post, in full',
        params: PostIdParamsSchema,
        response: { 200: PostSchema, ...errorResponses(404) },
      },
    },
    async (request) => {
      const { postId } = request.params
      const row = isId(postId) ? await findPost(db, postId) : undefined
      if (!row) throw notFound('Post not found')
      return toPost(row)
    },
  )

  app.get(
    '/userPost',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['posts'],
        summary: "The signed-in user's own posts, newest first, in full",
        security: [{ bearer: [] }],
        querystring: PageQuerySchema,
        response: { 200: UserPostListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request)
      const page = pageRequest(request.query)
      const rows = await authorPage(db, user.email, page)
      return sendPage(request, reply, rows, page.limit).map(toPost)
    },
  )
}

export default posts
