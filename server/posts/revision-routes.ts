// A post's history (ADR 0042), for its author alone (403 to anyone else, 401 without a
// token). A restore is an edit like any other: it drops kept answers and is itself a revision.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { PostIdParamsSchema, imageRequired, postChangedElsewhere } from '../../contract/posts'
import {
  RestoreResultSchema,
  RevisionListSchema,
  RevisionParamsSchema,
  RevisionSchema,
  revisionMessages,
} from '../../contract/revisions'
import { now } from '../clock'
import { HttpError, badRequest, conflict, notFound } from '../errors'
import { isId } from '../ids'
import { updatePost } from './update-post'
import { parseTags } from './post-rows'
import { findRevision, listRevisions, textChanged } from './revisions'
import { currentUser } from '../auth/current-user'
import { requirePost } from './require-post'
import { route } from '../http/route'
import { rateLimits } from './rate-limits'

type RevisionRow = NonNullable<Awaited<ReturnType<typeof findRevision>>>

const summary = (row: Omit<RevisionRow, 'post_id' | 'body' | 'autosaved'>) => ({
  _id: row.id,
  postTitle: row.title,
  tags: parseTags(row.tags),
  image: row.image,
  date: row.created_at,
  authorId: row.author_id,
})

const revisions: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database
  /** The revision of the caller's own post, or a 404 (403 when the post is someone else's). */
  // Someone else's history is a refusal with its own code, not a plain `forbidden`, which the
  // client would take for a lost session and sign the reader out (as stats' `not_author`).
  const notOwner = () => new HttpError(403, 'not_author', revisionMessages.notAuthor)
  const ownRevision = async (uid: string, postId: string, revisionId: string) => {
    const post = await requirePost(db, postId, { ownedBy: uid, notOwner })
    const revision = isId(revisionId) ? await findRevision(db, postId, revisionId) : undefined
    if (!revision) throw notFound(revisionMessages.notFound)
    return { post, revision }
  }

  route(app, {
    method: 'GET',
    url: '/post/:postId/revisions',
    access: 'signedIn',
    tag: 'posts',
    summary: "Your post's saved versions, newest first (the first is the post as it is now)",
    params: PostIdParamsSchema,
    response: { 200: RevisionListSchema },
    errors: [404],
    handler: async (request, reply) => {
      const { postId } = request.params
      await requirePost(db, postId, { ownedBy: currentUser(request).uid, notOwner })
      reply.header('cache-control', 'private, no-store')
      return (await listRevisions(db, postId)).map(summary)
    },
  })

  route(app, {
    method: 'GET',
    url: '/post/:postId/revisions/:revisionId',
    access: 'signedIn',
    tag: 'posts',
    summary: 'One saved version of your post, its Markdown whole',
    params: RevisionParamsSchema,
    response: { 200: RevisionSchema },
    errors: [404],
    handler: async (request, reply) => {
      const { postId, revisionId } = request.params
      const { revision } = await ownRevision(currentUser(request).uid, postId, revisionId)
      reply.header('cache-control', 'private, no-store')
      return { ...summary(revision), postId, postBody: revision.body }
    },
  })

  route(app, {
    method: 'POST',
    url: '/post/:postId/revisions/:revisionId/restore',
    access: 'verified',
    rateLimit: rateLimits.updatePost,
    tag: 'posts',
    summary: "Make a saved version your post's text again (itself saved as a new version)",
    description:
      'The status and date stay. A published post needs an image: restoring a version without one is a 400. `restored` is false when the post already reads so.',
    params: RevisionParamsSchema,
    response: { 200: RestoreResultSchema },
    errors: [404, 409],
    handler: async (request) => {
      const { uid } = currentUser(request)
      const { postId, revisionId } = request.params
      const { post, revision } = await ownRevision(uid, postId, revisionId)
      const text = {
        title: revision.title,
        body: revision.body,
        image: revision.image,
        tags: parseTags(revision.tags),
      }
      if (!textChanged({ ...post, tags: parseTags(post.tags) }, text)) return { restored: false }
      if (post.status !== 'draft' && !text.image) {
        throw badRequest(imageRequired, { image: imageRequired })
      }
      const { updated } = await updatePost(
        db,
        post,
        { by: uid },
        {
          ...text,
          status: post.status,
          // A revision keeps what the author wrote, not the post's language: that stays (ADR 0077).
          language: post.language,
          created_at: post.created_at,
          // As an edit: a published post is edited now; one not out yet has no edit date of its own.
          edited_at: post.status === 'published' ? now() : post.edited_at,
          publish_at: post.publish_at,
        },
      )
      // Saved meanwhile by someone else: nothing restored over their save (ADR 0078).
      if (updated === 0) throw conflict(postChangedElsewhere)
      return { restored: true }
    },
  })
}

export default revisions
