// Liking and answering a post from someone on another server (issue 29, ADR 0049): what the
// following feed's remote cards do. A like is kept here (a `remote_post_likes` row, so the card
// knows it is liked) and sent to its author's server as a signed `Like`; taken back, an `Undo`. A reply is sent as a `Create` of a `Note` answering the post, and lives
// on that server from then on (the author's page shows it; nothing is kept here but the sending).
import { type Context, Create, Like, Mention, Note, PUBLIC_COLLECTION, Undo } from '@fedify/fedify'
import { Temporal } from '@js-temporal/polyfill'
import type { Db } from '../db/schema'
import { recipientColumns, recipientOf } from './remote-actors'
import { textHtml } from './note-text'
import { newId } from '../ids'

/** A remote post the reader may act on, with where its author's server takes deliveries. */
async function remotePost(db: Db, id: string) {
  const row = await db
    .selectFrom('remote_posts')
    .innerJoin('remote_actors', 'remote_actors.uri', 'remote_posts.actor_uri')
    .select(['remote_posts.id', 'remote_posts.ap_id', 'remote_actors.handle', ...recipientColumns])
    .where('remote_posts.id', '=', id)
    .executeTakeFirst()
  return row && { ...row, author: recipientOf(row) }
}

/** The reader's Like of a remote post: its id is theirs and the post's, so its Undo names it. */
const likeOf = (ctx: Context<void>, uid: string, post: { id: string; ap_id: string }) =>
  new Like({
    id: new URL(`#likes/${post.id}`, ctx.getActorUri(uid)),
    actor: ctx.getActorUri(uid),
    object: new URL(post.ap_id),
  })

/** Likes (or not) a remote post as `uid`; null when there is no such post. */
export async function setRemoteLike(
  db: Db,
  ctx: Context<void>,
  uid: string,
  postId: string,
  liked: boolean,
  at: string,
): Promise<{ likedByMe: boolean } | null> {
  const post = await remotePost(db, postId)
  if (!post) return null
  const like = likeOf(ctx, uid, post)
  if (liked) {
    const inserted = await db
      .insertInto('remote_post_likes')
      .values({ post_id: post.id, uid, created_at: at })
      .onConflict((conflict) => conflict.columns(['post_id', 'uid']).doNothing())
      .executeTakeFirst()
    // Sent once: liking again changes nothing and tells nobody again.
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) {
      await ctx.sendActivity({ identifier: uid }, post.author, like, { preferSharedInbox: true })
    }
  } else {
    const deleted = await db
      .deleteFrom('remote_post_likes')
      .where('post_id', '=', post.id)
      .where('uid', '=', uid)
      .executeTakeFirst()
    if (Number(deleted.numDeletedRows) > 0) {
      await ctx.sendActivity(
        { identifier: uid },
        post.author,
        new Undo({
          id: new URL(`#undo-likes/${post.id}/${newId()}`, ctx.getActorUri(uid)),
          actor: ctx.getActorUri(uid),
          object: like,
        }),
        { preferSharedInbox: true },
      )
    }
  }
  return { likedByMe: liked }
}

/** Sends `uid`'s reply to a remote post; answers the Note's id, or null for no such post. */
export async function replyToRemotePost(
  db: Db,
  ctx: Context<void>,
  uid: string,
  postId: string,
  text: string,
  at: string,
): Promise<string | null> {
  const post = await remotePost(db, postId)
  if (!post) return null
  const me = ctx.getActorUri(uid)
  const noteId = new URL(`#notes/${newId()}`, me)
  const mention = `@${post.handle}`
  const note = new Note({
    id: noteId,
    attribution: me,
    replyTarget: new URL(post.ap_id),
    to: PUBLIC_COLLECTION,
    cc: post.author.id,
    content: textHtml(text),
    tags: [new Mention({ href: post.author.id, name: mention })],
    published: Temporal.Instant.from(at),
  })
  await ctx.sendActivity(
    { identifier: uid },
    post.author,
    new Create({
      id: new URL(`${noteId.href}/create`),
      actor: me,
      to: PUBLIC_COLLECTION,
      cc: post.author.id,
      object: note,
    }),
    { preferSharedInbox: true },
  )
  return noteId.href
}
