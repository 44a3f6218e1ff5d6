// Writing posts: only a signed-in user with a verified email, and only their own post.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  DeleteResultSchema,
  InsertResultSchema,
  NewPostInputSchema,
  PostIdParamsSchema,
  UpdatePostInputSchema,
  UpdateResultSchema,
  imageRequired,
} from '../../contract/posts'
import { now } from '../clock'
import { announce } from '../events/announce'
import { badRequest } from '../errors'
import { newId } from '../ids'
import { imageHostRule } from '../images/image-host'
import { RATE_LIMITS } from '../plugins/rate-limit'
import { parseTags } from '../posts/post-rows'
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
        summary:
          'Publish a post, or save a draft (author and date come from the token and the clock)',
        description:
          'Without `status` (or with `published`) it needs title, text and image; a `draft` only its title. `postBody` is Markdown, rendered and stored when written.',
        security: bearerSecurity,
        body: NewPostInputSchema,
        response: { 201: InsertResultSchema, ...errorResponses(400, 401, 403, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const { postTitle, postBody = '', image = '', status = 'published', tags = [] } = request.body
      if (image) checkImage(image, 'image')
      const user = currentUser(request)
      const id = newId()
      await insertPost(db, {
        id,
        title: postTitle,
        body: postBody,
        image,
        status,
        tags,
        author_email: user.email,
        author_name: user.name,
        author_id: user.uid,
        created_at: now(),
        edited_at: null,
      })
      // Its subscribers get it by email (ADR 0037), from the job queue.
      if (status === 'published') await app.mail.enqueuePostEmails(id)
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
        summary: "Edit one's own post (title, text, and optionally image, tags and status)",
        description:
          'Publishing a draft needs text and an image (sent or saved) and dates the post to that moment; `tags` absent leaves them as they are.',
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
      const input = request.body.postBody
      // A client that sends the whole post back may resend an image from before the rule.
      if (input.image && input.image !== post.image) checkImage(input.image, 'postBody.image')
      const image = input.image ?? post.image
      const status = input.status ?? post.status
      if (status === 'published' && !image) {
        throw badRequest(imageRequired, { 'postBody.image': imageRequired })
      }
      const tags = input.tags ?? parseTags(post.tags)
      const changed =
        input.postTitle !== post.title ||
        input.postBody !== post.body ||
        image !== post.image ||
        status !== post.status ||
        JSON.stringify(tags) !== post.tags
      // A save that changes nothing leaves the row, its edit date included, as it was.
      if (!changed) return { matchedCount: 1, modifiedCount: 0 }
      const at = now()
      const publishing = status === 'published' && post.status === 'draft'
      const modified = await updatePost(db, post, user.uid, {
        title: input.postTitle,
        body: input.postBody,
        image,
        status,
        tags,
        // Publishing dates the post to that moment; a draft has no 'Edited' date of its own.
        created_at: publishing ? at : post.created_at,
        edited_at: publishing || status === 'draft' ? post.edited_at : at,
      })
      // A draft published now is a new post to its subscribers (a second publish finds every
      // delivery recorded, and sends nothing again).
      if (publishing && modified > 0) await app.mail.enqueuePostEmails(postId)
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
