// What other servers send Quill (issue 29 item 3, ADR 0049). Fedify verifies each request's
// HTTP Signature (or the activity's proof) before a listener runs: an unsigned or wrongly signed
// request is 401 and nothing is stored. Each activity is handled once (Fedify keeps the ids it
// has handled in the key–value store). Anything from a blocked instance is refused before it
// gets here (routes.ts), and again here for an actor named inside the activity.
//
// - Follow of a local actor: kept as a follower and accepted (an `Accept` sent back).
// - Undo of a Follow, Like or Announce: taken back.
// - Like of a post: a like by that person (its `likes` row's uid is the actor's URI), counted
//   with the local ones; the author is told once, as of any like.
// - Announce of a post: a share.
// - Create of a Note answering a post or a comment: a comment by that person, its text taken
//   out of the Note's HTML (no markup kept), moderated as any comment. Update and Delete of it.
// - Following out (ADR 0050, following-out.ts and remote-posts.ts): Accept or Reject of our
//   Follow; Create, Update and Delete of a public Article or Note (not a reply) by someone we
//   follow: a post in the following feed.
import {
  Announce,
  Create,
  Delete,
  Follow,
  type InboxContext,
  type InboxListenerSetters,
  Like,
  Note,
  Undo,
  Update,
  isActor,
  Accept,
  Article,
  Reject,
} from '@fedify/fedify'
import type { FastifyBaseLogger } from 'fastify'
import { COMMENT_MAX } from '../../contract/comments'
import { now } from '../clock'
import { addComment } from '../comments/add-comment'
import { deleteComment, editComment } from '../comments/comment-repository'
import type { Db } from '../db/schema'
import { isId, newId } from '../ids'
import { likePost } from '../likes/like-repository'
import { actorProfile } from './local-actors'
import { noteText } from './note-text'
import { answerFollow } from './following-out'
import {
  addFollower,
  rememberActor,
  remoteHandle,
  remoteName,
  removeFollower,
} from './remote-actors'
import { dropRemotePost, keepRemotePost } from './remote-posts'

export interface InboxOptions {
  db: Db
  isBlocked: (url: URL | string) => boolean
  log: FastifyBaseLogger
  /** Tells the local person someone on another server follows them, as a local follow does. */
  onFollowed?: FollowedListener | undefined
}

/** `follower.name` says who and where: "Bo (@bo@far.example)". */
export type FollowedListener = (
  uid: string,
  follower: { id: string; name: string },
) => Promise<void>

type Ctx = InboxContext<void>

/**
 * An object or actor an activity names, fetched from its server; null when that server fails
 * (down, gone, refused by the outbound guard, not ActivityStreams). What another server cannot
 * give is its problem, not a 500 of ours: the activity is taken (202) and nothing is kept.
 */
async function remote<T>(fetching: Promise<T>): Promise<T | null> {
  try {
    return await fetching
  } catch {
    return null
  }
}

/** The local post an object URI names (`/ap/posts/:id`), if it is one of ours. */
function localPostId(ctx: Ctx, uri: URL | null): string | null {
  if (!uri) return null
  const parsed = ctx.parseUri(uri)
  if (parsed?.type !== 'object' || parsed.class !== Article) return null
  const id = parsed.values.id
  return id && isId(id) ? id : null
}

/** The local comment a URI names: its page's `#comment-<id>` anchor, or a remote reply's Note. */
async function localComment(db: Db, ctx: Ctx, uri: URL) {
  const own = uri.origin === ctx.origin ? /^comment-(.+)$/.exec(uri.hash.slice(1))?.[1] : undefined
  const query = db.selectFrom('comments').select(['id', 'post_id'])
  return own && isId(own)
    ? query.where('id', '=', own).executeTakeFirst()
    : query.where('ap_id', '=', uri.href).executeTakeFirst()
}

/** An Article or a Note that answers nothing: a post, not a comment. */
const isPost = (object: unknown): object is Article | Note =>
  (object instanceof Article || object instanceof Note) && !object.replyTargetId

export function listenToInbox(setters: InboxListenerSetters<void>, options: InboxOptions): void {
  const { db, isBlocked, log } = options

  /** The activity's actor, remembered; null if it has none we can use or it is blocked. */
  async function actorOf(
    ctx: Ctx,
    activity: Follow | Like | Announce | Create | Update | Delete | Undo,
  ) {
    if (!activity.actorId || isBlocked(activity.actorId)) return null
    const actor = await remote(activity.getActor(ctx))
    if (!actor || !isActor(actor) || !actor.id || actor.id.href !== activity.actorId.href)
      return null
    if (!actor.inboxId) return null
    await rememberActor(db, actor, now())
    return actor
  }

  setters
    .on(Follow, async (ctx, follow) => {
      if (!follow.id || !follow.objectId) return
      const parsed = ctx.parseUri(follow.objectId)
      if (parsed?.type !== 'actor') return
      const uid = parsed.identifier
      if (!(await actorProfile(db, uid))) return
      const follower = await actorOf(ctx, follow)
      if (!follower?.id) return
      await addFollower(db, uid, follower.id.href, follow.id.href, now())
      // A notice, as a local follow gives; its failure costs the notice, not the follow.
      await options
        .onFollowed?.(uid, {
          id: follower.id.href,
          name: `${remoteName(follower)} (@${remoteHandle(follower)})`,
        })
        .catch((err: unknown) => log.warn({ err }, 'a follow from another server was not told'))
      await ctx.sendActivity(
        { identifier: uid },
        follower,
        new Accept({
          id: new URL(`#accepts/${newId()}`, ctx.getActorUri(uid)),
          actor: ctx.getActorUri(uid),
          object: follow,
        }),
      )
    })
    .on(Undo, async (ctx, undo) => {
      const object = await remote(undo.getObject(ctx))
      if (!undo.actorId) return
      const undone =
        object instanceof Follow || object instanceof Like || object instanceof Announce
      // Only its own activity can be taken back.
      if (!undone || object.actorId?.href !== undo.actorId.href) return
      const actorUri = undo.actorId.href
      if (object instanceof Follow) {
        const parsed = object.objectId && ctx.parseUri(object.objectId)
        if (parsed && parsed.type === 'actor') await removeFollower(db, parsed.identifier, actorUri)
      } else if (object instanceof Like) {
        const postId = localPostId(ctx, object.objectId)
        if (postId) {
          await db
            .deleteFrom('likes')
            .where('post_id', '=', postId)
            .where('uid', '=', actorUri)
            .execute()
        }
      } else if (object instanceof Announce) {
        const postId = localPostId(ctx, object.objectId)
        if (postId) {
          await db
            .deleteFrom('remote_shares')
            .where('post_id', '=', postId)
            .where('actor_uri', '=', actorUri)
            .execute()
        }
      }
    })
    .on(Like, async (ctx, like) => {
      const postId = localPostId(ctx, like.objectId)
      if (!postId) return
      const actor = await actorOf(ctx, like)
      if (!actor?.id) return
      // Its notice names them with their handle: a like has no comment to show where from.
      const name = remoteName(actor)
      await likePost(db, postId, {
        uid: actor.id.href,
        email: '',
        emailVerified: false,
        name: `${name} (@${remoteHandle(actor)})`,
      })
    })
    .on(Announce, async (ctx, announce) => {
      const postId = localPostId(ctx, announce.objectId)
      if (!postId || !announce.id) return
      const actor = await actorOf(ctx, announce)
      if (!actor?.id) return
      const post = await db
        .selectFrom('posts')
        .select('id')
        .where('id', '=', postId)
        .where('status', '=', 'published')
        .where('hidden', 'is', null)
        .executeTakeFirst()
      if (!post) return
      await db
        .insertInto('remote_shares')
        .values({
          post_id: postId,
          actor_uri: actor.id.href,
          activity_id: announce.id.href,
          created_at: now(),
        })
        .onConflict((conflict) => conflict.columns(['post_id', 'actor_uri']).doNothing())
        .execute()
    })
    .on(Accept, async (_ctx, accept) => {
      if (accept.actorId) await answerFollow(db, accept.objectId?.href, accept.actorId.href, true)
    })
    .on(Reject, async (_ctx, reject) => {
      if (reject.actorId) await answerFollow(db, reject.objectId?.href, reject.actorId.href, false)
    })
    .on(Create, async (ctx, create) => {
      const note = await remote(create.getObject(ctx))
      if (isPost(note)) {
        if (create.actorId) await keepRemotePost(db, note, create.actorId.href, now())
        return
      }
      if (!(note instanceof Note) || !note.id || !note.replyTargetId) return
      // Only a reply to one of our posts or comments is ours to keep.
      const target = note.replyTargetId
      const postId = localPostId(ctx, target)
      const parent = postId ? undefined : await localComment(db, ctx, target)
      if (!postId && !parent) return
      if (note.attributionId?.href !== create.actorId?.href) return
      const actor = await actorOf(ctx, create)
      if (!actor?.id) return
      const text = noteText(note.content?.toString() ?? '').slice(0, COMMENT_MAX)
      if (!text) return
      const result = await addComment(
        db,
        {
          postId: postId ?? parent!.post_id,
          text,
          parentId: parent?.id ?? null,
          idempotencyKey: note.id.href,
          apId: note.id.href,
        },
        {
          uid: actor.id.href,
          email: '',
          emailVerified: false,
          name: remoteName(actor),
        },
      )
      if (result.found && 'comment' in result) return
      log.info({ note: note.id.href, result }, 'a reply from another server was not kept')
    })
    .on(Update, async (ctx, update) => {
      const note = await remote(update.getObject(ctx))
      if (isPost(note)) {
        if (update.actorId) await keepRemotePost(db, note, update.actorId.href, now())
        return
      }
      if (!(note instanceof Note) || !note.id || !update.actorId) return
      const row = await db
        .selectFrom('comments')
        .select('id')
        .where('ap_id', '=', note.id.href)
        .where('user_id', '=', update.actorId.href)
        .executeTakeFirst()
      const text = noteText(note.content?.toString() ?? '').slice(0, COMMENT_MAX)
      if (row && text) await editComment(db, row.id, update.actorId.href, text)
    })
    .on(Delete, async (_ctx, remove) => {
      if (!remove.objectId || !remove.actorId) return
      if (await dropRemotePost(db, remove.objectId.href, remove.actorId.href)) return
      const row = await db
        .selectFrom('comments')
        .select('id')
        .where('ap_id', '=', remove.objectId.href)
        .where('user_id', '=', remove.actorId.href)
        .executeTakeFirst()
      if (row) await deleteComment(db, row.id, remove.actorId.href)
    })
    .onError((_ctx, error) => {
      log.warn({ err: error }, 'an ActivityPub activity could not be handled')
    })
}
