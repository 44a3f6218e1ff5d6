// Writing posts: only a signed-in user with a verified email, and only their own post.
import type { FastifyBaseLogger } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  DeleteResultSchema,
  InsertResultSchema,
  NewPostInputSchema,
  PostIdParamsSchema,
  UpdatePostInputSchema,
  UpdateResultSchema,
  autosaveNotPublished,
  imageRequired,
  postChangedElsewhere,
  publishAtInPast,
  publishAtRequired,
} from '../../contract/posts'
import { now } from '../clock'
import { announce } from '../events/announce'
import { badRequest, conflict } from '../errors'
import { newId } from '../ids'
import { imageHostRule } from '../images/image-host'
import { slugify } from '../../contract/slug'
import { parseTags } from './post-rows'
import { deletePost, insertPost } from './post-repository'
import { type PostChanges, updatePost } from './update-post'
import { schedulePublish } from './scheduled'
import { endReview, settleSubmitted, tellAuthor } from './review-repository'
import { currentUser } from '../auth/current-user'
import { requirePost } from './require-post'
import { requireMayChangePublished, requireMayWrite, rightsOf } from '../site/publish-gate'
import { route } from '../http/route'
import { rateLimits } from './rate-limits'

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
  /**
   * The draft's review is over: the editors' notices of it are read, and its author is told by
   * whoever published it, or scheduled it (with when: `publishAt`). The list reads drafts only,
   * so a failure here leaves nothing waiting.
   */
  const endReviewOf = async (
    post: { id: string; author_id: string | null; author_email: string },
    actorId: string,
    out: { published: true } | { publishAt: string },
    log: FastifyBaseLogger,
  ) => {
    const review = await endReview(db, post.id)
    if (!review) return
    const at = now()
    const told = await settleSubmitted(db, post.id, at)
    if (post.author_id) {
      const notice = { id: post.id, author: { uid: post.author_id, email: post.author_email } }
      told.push(
        ...('publishAt' in out
          ? await tellAuthor(db, 'scheduled', notice, actorId, out.publishAt, at)
          : await tellAuthor(db, 'published', notice, actorId, '', at)),
      )
    }
    await announce(app.notificationBus, log, told)
  }
  /** A time to publish is in the future, by the server's clock; answered in one form (UTC). */
  const futureTime = (publishAt: string, field: string) => {
    const at = Date.parse(publishAt)
    if (!(at > Date.parse(now()))) throw badRequest(publishAtInPast, { [field]: publishAtInPast })
    return new Date(at).toISOString()
  }

  route(app, {
    method: 'POST',
    url: '/post',
    access: 'verified',
    rateLimit: rateLimits.newPost,
    bodyLimit: POST_BODY_LIMIT,
    tag: 'posts',
    summary: 'Publish a post, or save a draft (author and date come from the token and the clock)',
    description:
      "Without `status` (or with `published`) it needs title, text and image; a `draft` only its title; `scheduled` needs title, text, image and `publishAt` (in the future), and the job queue publishes it then. `postBody` is Markdown, rendered and stored when written. Without `language` the post is in the site's language (its settings' `language`).",
    body: NewPostInputSchema,
    response: { 201: InsertResultSchema },
    handler: async (request, reply) => {
      const { postTitle, postBody = '', image = '', status = 'published', tags = [] } = request.body
      const user = currentUser(request)
      // Before anything of the body is looked at: who may publish here (ADR 0074).
      const rights = await rightsOf(app, user)
      requireMayWrite(rights, status)
      if (image) checkImage(image, 'image')
      const publishAt =
        status === 'scheduled' && request.body.publishAt
          ? futureTime(request.body.publishAt, 'publishAt')
          : null
      const id = newId()
      await insertPost(db, {
        id,
        title: postTitle,
        body: postBody,
        image,
        status,
        tags,
        // The author's choice, or the site's language now (ADR 0077, "A post's language").
        language: request.body.language ?? rights.settings.language,
        author_email: user.email,
        author_name: user.name,
        author_id: user.uid,
        created_at: now(),
        edited_at: null,
        publish_at: publishAt,
        // Open to comments or not as the site's settings say (ADR 0074); its author may change it.
        comments_enabled: rights.settings.commentsByDefault ? 1 : 0,
      })
      // Its subscribers get it by email (ADR 0037), from the job queue; now or at its time.
      if (status === 'published') {
        await app.mail.enqueuePostEmails(id)
        await app.federation.postPublished(id)
      }
      if (publishAt) await schedulePublish(app.jobs, id, publishAt)
      return reply
        .status(201)
        .send({ acknowledged: true, insertedId: id, slug: slugify(postTitle) })
    },
  })

  route(app, {
    method: 'PUT',
    url: '/updatePost/:postId',
    access: 'verified',
    rateLimit: rateLimits.updatePost,
    bodyLimit: POST_BODY_LIMIT,
    tag: 'posts',
    summary:
      "Edit one's own post, or as an editor anyone's (title, text, image, tags, status, language)",
    description:
      'Publishing a draft (or a scheduled post, now) needs text and an image (sent or saved) and dates the post to that moment; `status: draft` takes a post back; `scheduled` with `publishAt` (in the future) makes it wait for that time, and an edit of a scheduled post without `publishAt` keeps its time; `tags` and `language` absent leave them as they are.',
    params: PostIdParamsSchema,
    body: UpdatePostInputSchema,
    response: { 200: UpdateResultSchema },
    errors: [404, 409],
    handler: async (request) => {
      const user = currentUser(request)
      const { postId } = request.params
      const { ifVersion, autosave = false } = request.body
      const rights = await rightsOf(app, user)
      // An editor changes anyone's post; anyone else their own.
      const post = await requirePost(
        db,
        postId,
        rights.editor ? { moderator: true } : { ownedBy: user.uid },
      )
      // Saved since this edit began: refused, so neither save is lost unknowingly (ADR 0078).
      if (ifVersion !== undefined && ifVersion !== post.version) {
        throw conflict(postChangedElsewhere)
      }
      const input = request.body.postBody
      // What readers see changes only by the writer's hand.
      if (
        autosave &&
        (post.status === 'published' || (input.status ?? post.status) !== post.status)
      ) {
        throw badRequest(autosaveNotPublished)
      }
      // A client that sends the whole post back may resend an image from before the rule.
      if (input.image && input.image !== post.image) checkImage(input.image, 'postBody.image')
      const image = input.image ?? post.image
      const status = input.status ?? post.status
      requireMayWrite(rights, status)
      if (post.status !== 'draft') requireMayChangePublished(rights)
      if (status !== 'draft' && !image) {
        throw badRequest(imageRequired, { 'postBody.image': imageRequired })
      }
      // A scheduled post keeps its time unless a new one is sent; no other has one.
      const publishAt =
        status !== 'scheduled'
          ? null
          : input.publishAt
            ? futureTime(input.publishAt, 'postBody.publishAt')
            : post.publish_at
      if (status === 'scheduled' && !publishAt) {
        throw badRequest(publishAtRequired, { 'postBody.publishAt': publishAtRequired })
      }
      const tags = input.tags ?? parseTags(post.tags)
      const language = input.language ?? post.language
      const changed =
        input.postTitle !== post.title ||
        input.postBody !== post.body ||
        image !== post.image ||
        status !== post.status ||
        publishAt !== post.publish_at ||
        language !== post.language ||
        JSON.stringify(tags) !== post.tags
      // A save that changes nothing leaves the row, its edit date included, as it was.
      if (!changed) return { matchedCount: 1, modifiedCount: 0, version: post.version }
      const at = now()
      const publishing = status === 'published' && post.status !== 'published'
      const edit: PostChanges = {
        title: input.postTitle,
        body: input.postBody,
        image,
        status,
        tags,
        language,
        // Publishing dates the post to that moment; a post not out has no 'Edited' date of its own.
        created_at: publishing ? (post.original_date ?? at) : post.created_at,
        edited_at: publishing || status !== 'published' ? post.edited_at : at,
        publish_at: publishAt,
      }
      const saved = await updatePost(db, post, { by: user.uid, autosave }, edit)
      // Saved by someone else between the read and the write: refused as above.
      if (saved.updated === 0) throw conflict(postChangedElsewhere)
      const modified = saved.updated
      // A draft (or a scheduled post) published now is a new post to its subscribers (a second
      // publish finds every delivery recorded, and sends nothing again).
      if (publishing && modified > 0) await app.mail.enqueuePostEmails(postId)
      if (publishAt && modified > 0) await schedulePublish(app.jobs, postId, publishAt)
      // A draft that goes out (or is scheduled to) ends its review, if it had one (ADR 0074).
      if (modified > 0 && post.status === 'draft' && status !== 'draft') {
        const out = publishing ? { published: true as const } : publishAt ? { publishAt } : null
        if (out) await endReviewOf(post, user.uid, out, request.log)
      }
      // Its author's followers on other servers hear of it (ADR 0049).
      if (modified > 0) {
        const wasPublic = post.status === 'published' && !post.hidden
        if (publishing) await app.federation.postPublished(postId)
        else if (status === 'published' && wasPublic) await app.federation.postUpdated(postId)
        else if (wasPublic)
          await app.federation.postWithdrawn({ id: postId, authorId: post.author_id })
      }
      return { matchedCount: 1, modifiedCount: modified, version: saved.version }
    },
  })

  route(app, {
    method: 'DELETE',
    url: '/deletePost/:postId',
    access: 'verified',
    rateLimit: rateLimits.deletePost,
    tag: 'posts',
    summary: "Delete one's own post, with its comments and notifications",
    params: PostIdParamsSchema,
    response: { 200: DeleteResultSchema },
    errors: [404],
    handler: async (request) => {
      const user = currentUser(request)
      const { postId } = request.params
      const post = await requirePost(db, postId, { ownedBy: user.uid })
      const { deleted, notified } = await deletePost(db, postId, user.uid)
      await announce(app.notificationBus, request.log, notified)
      if (deleted > 0 && post.status === 'published' && !post.hidden) {
        await app.federation.postWithdrawn({ id: postId, authorId: post.author_id })
      }
      return { deletedCount: deleted, deleteCount: deleted }
    },
  })
}

export default postWrites
