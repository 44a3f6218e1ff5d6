// Writing posts: only a signed-in user with a verified email, and only their own post.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  DeleteResultSchema,
  InsertResultSchema,
  NewPostInputSchema,
  PostIdParamsSchema,
  UpdatePostInputSchema,
  UpdateResultSchema,
} from '../../contract/posts'
import { now } from '../clock'
import { announce } from '../events/announce'
import { badRequest } from '../errors'
import { newId } from '../ids'
import { imageHostRule } from '../images/image-host'
import { RATE_LIMITS } from '../plugins/rate-limit'
import { deletePost, insertPost, updatePost } from '../posts/post-repository'
import { currentUser } from './current-user'
import { requirePost } from './require-post'
import { bearerSecurity, errorResponses } from './route-schema'

/**
 * A post's JSON: 50,000 characters of text at up to 6 bytes each once escaped, the title and
 * the image URL, rounded up. Every other JSON route keeps the app's smaller BODY_LIMIT.
 */
export const POST_BODY_LIMIT = 512 * 1024

const postWrites: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database
  const imageHost = imageHostRule(app.config)
  /** A post's image comes from the image host; `field` is where the body carries it. */
  const checkImage = (image: string, field: string) => {
    if (!imageHost.allows(image))
      throw badRequest(imageHost.message, { [field]: imageHost.message })
  }

  app.post(
    '/post',
    {
      onRequest: app.requireVerified,
      bodyLimit: POST_BODY_LIMIT,
      config: { rateLimit: RATE_LIMITS.newPost },
      schema: {
        tags: ['posts'],
        summary: 'Publish a post (author and date come from the token and the clock)',
        security: bearerSecurity,
        body: NewPostInputSchema,
        response: { 201: InsertResultSchema, ...errorResponses(400, 401, 403, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      checkImage(request.body.image, 'image')
      const user = currentUser(request)
      const id = newId()
      await insertPost(db, {
        id,
        title: request.body.postTitle,
        body: request.body.postBody,
        image: request.body.image,
        author_email: user.email,
        author_name: user.name,
        author_id: user.uid,
        created_at: now(),
        edited_at: null,
      })
      return reply.status(201).send({ acknowledged: true, insertedId: id })
    },
  )

  app.put(
    '/updatePost/:postId',
    {
      onRequest: app.requireVerified,
      bodyLimit: POST_BODY_LIMIT,
      config: { rateLimit: RATE_LIMITS.updatePost },
      schema: {
        tags: ['posts'],
        summary: "Edit one's own post (title, text, and optionally the image)",
        security: bearerSecurity,
        params: PostIdParamsSchema,
        body: UpdatePostInputSchema,
        response: {
          200: UpdateResultSchema,
          ...errorResponses(400, 401, 403, 404, 413, 415, 429),
        },
      },
    },
    async (request) => {
      const user = currentUser(request)
      const { postId } = request.params
      const post = await requirePost(db, postId, { ownedBy: user.uid })
      const { postTitle, postBody, image } = request.body.postBody
      // A client that sends the whole post back may resend an image from before the rule.
      if (image !== undefined && image !== post.image) checkImage(image, 'postBody.image')
      const modified = await updatePost(db, postId, user.uid, {
        title: postTitle,
        body: postBody,
        image,
        edited_at: now(),
      })
      // ownPost found it; it is modified, and dated 'Edited', only when something differs.
      return { matchedCount: 1, modifiedCount: modified }
    },
  )

  app.delete(
    '/deletePost/:postId',
    {
      onRequest: app.requireVerified,
      config: { rateLimit: RATE_LIMITS.deletePost },
      schema: {
        tags: ['posts'],
        summary: "Delete one's own post, with its comments and notifications",
        security: bearerSecurity,
        params: PostIdParamsSchema,
        response: { 200: DeleteResultSchema, ...errorResponses(401, 403, 404, 429) },
      },
    },
    async (request) => {
      const user = currentUser(request)
      const { postId } = request.params
      await requirePost(db, postId, { ownedBy: user.uid })
      const { deleted, notified } = await deletePost(db, postId, user.uid)
      await announce(app.notificationBus, request.log, notified)
      return { deletedCount: deleted, deleteCount: deleted }
    },
  )
}

export default postWrites
