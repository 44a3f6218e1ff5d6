// Adding a comment or a reply, and the notifications it gives: written together in one
// transaction, so there is never one without the other.
import { createHash } from 'node:crypto'
import { mentionedHandles } from '../../contract/mention-text'
import { REPEAT_WINDOW_MS } from '../../contract/moderation'
import type { AuthUser } from '../auth/auth-user'
import { blockersOf } from '../blocks/block-repository'
import { now } from '../clock'
import type { Db } from '../db/schema'
import { isId, newId } from '../ids'
import { publicName } from '../profiles/public-name'
import { type FullCommentRow, commenterColumns, excerpt } from './comment-repository'

/**
 * The id of the comment a user posts with an idempotency key: the same user and key always give
 * the same id, so the primary key itself refuses a second copy (no column, no lookup table), and
 * two users' keys can never meet.
 */
function idFor(uid: string, idempotencyKey: string): string {
  return createHash('sha256')
    .update(`${uid}\n${idempotencyKey}`)
    .digest()
    .subarray(0, 12)
    .toString('base64url')
}

export const commentMessages = {
  unpublished: 'Only a published post can be commented on: this one is a draft or scheduled',
} as const

export interface NewComment {
  postId: string
  text: string
  /** The comment it answers; null at the top. */
  parentId: string | null
  idempotencyKey?: string | undefined
  /** A reply from another server: its Note's id (ADR 0049). */
  apId?: string | undefined
}

export type AddCommentResult =
  | { found: false }
  /** Its author's own draft or scheduled post: no comments until it is out (ADR 0078). */
  | { found: true; unpublished: true }
  /** The key was used before for a different comment. */
  | { found: true; unpublished?: false; reused: true }
  /** Its author closed the post's comments (issue 26 item 5). */
  | { found: true; unpublished?: false; reused?: false; closed: true }
  /** The same text from the same person within REPEAT_WINDOW_MS (issue 26 item 6). */
  | { found: true; unpublished?: false; reused?: false; closed?: false; repeated: true }
  /** `parentId` names no comment of this post. */
  | {
      found: true
      unpublished?: false
      reused?: false
      closed?: false
      repeated?: false
      badParent: true
    }
  /** Someone it would reach blocks the writer: the post's author, the one answered, or one named. */
  | (PastTheChecks & { blocked: 'comment' | 'reply' | 'mention' })
  | (PastTheChecks & {
      blocked?: undefined
      comment: FullCommentRow
      /** False on a retry that answers the comment already made (nobody is told again). */
      created: boolean
      postTitle: string
      /** The emails told (for the event stream), and the uids, whom a mention does not tell twice. */
      notified: string[]
      notifiedIds: string[]
    })

/** A comment the checks above let through: the post is there, none of them refused it. */
interface PastTheChecks {
  found: true
  unpublished?: false
  reused?: false
  closed?: false
  repeated?: false
  badParent?: false
}

/** Someone who wrote something: by uid, or by email on a row from before uids. */
interface Writer {
  id: string | null
  email: string
}

const isWriter = (writer: Writer, user: AuthUser) =>
  writer.id ? writer.id === user.uid : writer.email.toLowerCase() === user.email.toLowerCase()

const sameWriter = (a: Writer, b: Writer) =>
  a.id && b.id ? a.id === b.id : a.email.toLowerCase() === b.email.toLowerCase()

/** Whom of those a comment reaches blocks its writer, most direct first; undefined if none. */
async function blockedFrom(
  db: Db,
  writerId: string,
  postAuthorId: string | null,
  parentAuthorId: string | null | undefined,
  text: string,
): Promise<'comment' | 'reply' | 'mention' | undefined> {
  const handles = mentionedHandles(text)
  const named =
    handles.length === 0
      ? []
      : await db.selectFrom('profiles').select('uid').where('handle', 'in', handles).execute()
  const blockers = await blockersOf(db, writerId, [
    postAuthorId,
    parentAuthorId,
    ...named.map((row) => row.uid),
  ])
  if (blockers.size === 0) return undefined
  if (postAuthorId && blockers.has(postAuthorId)) return 'comment'
  if (parentAuthorId && blockers.has(parentAuthorId)) return 'reply'
  return 'mention'
}

export async function addComment(
  db: Db,
  { postId, text, parentId, idempotencyKey, apId }: NewComment,
  user: AuthUser,
): Promise<AddCommentResult> {
  return db.transaction().execute(async (trx) => {
    const post = await trx
      .selectFrom('posts')
      .select(['title', 'author_email', 'author_id', 'status', 'hidden', 'comments_enabled'])
      .where('id', '=', postId)
      .executeTakeFirst()
    // A post not published (a draft, a scheduled one) is not there for anyone but its author
    // (issues 13, 27), nor a hidden post (issue 26).
    if (!post || ((post.status !== 'published' || post.hidden) && post.author_id !== user.uid)) {
      return { found: false }
    }
    if (post.status !== 'published') return { found: true, unpublished: true }
    if (Number(post.comments_enabled) === 0) return { found: true, closed: true }
    const parent =
      parentId === null
        ? undefined
        : isId(parentId)
          ? await trx
              .selectFrom('comments')
              .select(['user_id', 'user_email'])
              .where('id', '=', parentId)
              .where('post_id', '=', postId)
              .executeTakeFirst()
          : undefined
    if (parentId !== null && !parent) return { found: true, badParent: true }
    const blocked = await blockedFrom(trx, user.uid, post.author_id, parent?.user_id, text)
    if (blocked) return { found: true, blocked }
    const id = idempotencyKey ? idFor(user.uid, idempotencyKey) : newId()
    // The same words again within a minute are a stutter or a script (a retry with the same
    // idempotency key is neither: it answers the comment made below).
    const repeat = await trx
      .selectFrom('comments')
      .select('id')
      .where('user_id', '=', user.uid)
      .where('body', '=', text)
      .where('created_at', '>=', new Date(Date.now() - REPEAT_WINDOW_MS).toISOString())
      .where('id', '!=', id)
      .executeTakeFirst()
    if (repeat) return { found: true, repeated: true }
    const row = {
      id,
      post_id: postId,
      parent_id: parentId,
      body: text,
      user_email: user.email,
      user_name: user.name,
      user_id: user.uid,
      created_at: now(),
      ...(apId ? { ap_id: apId } : {}),
    }
    const profile = await trx
      .selectFrom('profiles')
      .select(['display_name', 'photo_url', 'handle'])
      .where('uid', '=', user.uid)
      .executeTakeFirst()
    const comment: FullCommentRow = {
      ...row,
      updated_at: null,
      hidden: null,
      ap_id: apId ?? null,
      profile_name: profile?.display_name ?? null,
      profile_photo: profile?.photo_url ?? null,
      profile_handle: profile?.handle ?? null,
      reply_count: 0,
      remote_handle: null,
      remote_url: null,
    }
    const inserted = await trx
      .insertInto('comments')
      .values(row)
      .onConflict((conflict) => conflict.column('id').doNothing())
      .executeTakeFirst()
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) {
      // A retry of a comment already made: answer it as it was, and notify nobody again.
      const earlier = await trx
        .selectFrom('comments')
        .selectAll('comments')
        .select(commenterColumns)
        .where('id', '=', comment.id)
        .executeTakeFirstOrThrow()
      const same =
        earlier.post_id === postId && earlier.body === text && earlier.parent_id === parentId
      if (!same) return { found: true, reused: true }
      return {
        found: true,
        comment: earlier,
        created: false,
        postTitle: post.title,
        notified: [],
        notifiedIds: [],
      }
    }
    const postAuthor: Writer = { id: post.author_id, email: post.author_email }
    const parentAuthor: Writer | undefined = parent && {
      id: parent.user_id,
      email: parent.user_email,
    }
    const name = publicName(user.name)
    const notices = []
    // Nobody is notified of their own action; the author of the comment answered hears of a
    // reply, and, if they wrote the post too, of that alone.
    if (parentAuthor && !isWriter(parentAuthor, user)) {
      notices.push({ to: parentAuthor, type: 'reply' as const, title: `${name} replied to you` })
    }
    if (!isWriter(postAuthor, user) && !(parentAuthor && sameWriter(parentAuthor, postAuthor))) {
      notices.push({
        to: postAuthor,
        type: 'comment' as const,
        title: `${name} commented on your post`,
      })
    }
    for (const notice of notices) {
      await trx
        .insertInto('notifications')
        .values({
          id: newId(),
          recipient_email: notice.to.email,
          recipient_id: notice.to.id,
          post_id: postId,
          comment_id: comment.id,
          type: notice.type,
          actor_id: user.uid,
          title: notice.title,
          // "title: text" for both, so an edit keeps every notice of the comment in step.
          detail: `${post.title}: ${excerpt(text)}`,
          created_at: comment.created_at,
        })
        .execute()
    }
    return {
      found: true,
      comment,
      created: true,
      postTitle: post.title,
      notified: notices.map((notice) => notice.to.email),
      notifiedIds: notices.flatMap((notice) => (notice.to.id ? [notice.to.id] : [])),
    }
  })
}
