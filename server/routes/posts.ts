// Reading posts: the feed, one post, and the signed-in author's own list.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  PostIdParamsSchema,
  PostListSchema,
  PostSchema,
  UserPostListSchema,
} from '../../contract/posts'
import { listPage } from '../pagination/page'
import { toPost, toSummary } from '../posts/post-rows'
import { authorPage, feedPage } from '../posts/post-repository'
import { currentUser } from './current-user'
import { requirePost } from './require-post'
import { bearerSecurity, errorResponses, pagedList, revalidated } from './route-schema'

const posts: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database

  app.get(
    '/posts',
    {
      schema: {
        tags: ['posts'],
        summary: 'The feed, newest first, with a preview of each body',
        ...pagedList,
        response: { 200: PostListSchema, ...revalidated, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      return listPage(request, reply, (page) => feedPage(db, page), toSummary)
    },
  )

  app.get(
    '/post/:postId',
    {
      schema: {
        tags: ['posts'],
        summary: 'One post, in full',
        params: PostIdParamsSchema,
        response: { 200: PostSchema, ...revalidated, ...errorResponses(404) },
      },
    },
    async (request) => toPost(await requirePost(db, request.params.postId)),
  )

  app.get(
    '/userPost',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['posts'],
        summary: "The signed-in user's own posts, newest first, in full",
        ...pagedList,
        security: bearerSecurity,
        response: { 200: UserPostListSchema, ...revalidated, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request)
      return listPage(request, reply, (page) => authorPage(db, user.uid, page), toPost)
    },
  )
}

export default posts
