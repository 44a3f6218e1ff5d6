// Likes: one row per (post, user), so liking twice is liking once. A post's author is told of a
// like once per user (like_notices), however often that user unlikes and likes again.
import { sql } from 'kysely'
import type { LikeResult } from '../../contract/profiles'
import type { AuthUser } from '../auth/auth-user'
import { now } from '../clock'
import type { Db, Database } from '../db/schema'
import { newId } from '../ids'
import { publicName } from '../profiles/public-name'
import type { Transaction } from 'kysely'

export type LikeOutcome =
  | { found: false }
  /** Its author's own draft or scheduled post: nothing to like until it is out (ADR 0078). */
  | { found: true; unpublished: true }
  | { found: true; unpublished?: false; result: LikeResult; notified: string | null }

async function visiblePost(trx: Transaction<Database>, postId: string, uid: string) {
  const post = await trx
    .selectFrom('posts')
    .select(['title', 'author_email', 'author_id', 'status', 'hidden'])
    .where('id', '=', postId)
    .executeTakeFirst()
  // A post not published (a draft, a scheduled one) is not there for anyone but its author
  // (issues 13, 27), nor a hidden post (issue 26).
  if (!post || ((post.status !== 'published' || post.hidden) && post.author_id !== uid)) {
    return undefined
  }
  return post
}

async function likeCount(trx: Transaction<Database>, postId: string): Promise<number> {
  const row = await trx
    .selectFrom('likes')
    .select(sql<number | string>`count(*)`.as('count'))
    .where('post_id', '=', postId)
    .executeTakeFirst()
  return Number(row?.count ?? 0)
}

export async function likePost(db: Db, postId: string, user: AuthUser): Promise<LikeOutcome> {
  return db.transaction().execute(async (trx) => {
    const post = await visiblePost(trx, postId, user.uid)
    if (!post) return { found: false }
    // Taking a like back stays open (unlikePost); a new one waits until readers can see it.
    if (post.status !== 'published') return { found: true, unpublished: true }
    const at = now()
    const inserted = await trx
      .insertInto('likes')
      .values({ post_id: postId, uid: user.uid, created_at: at })
      .onConflict((conflict) => conflict.columns(['post_id', 'uid']).doNothing())
      .executeTakeFirst()
    let notified: string | null = null
    const own = post.author_id
      ? post.author_id === user.uid
      : post.author_email.toLowerCase() === user.email.toLowerCase()
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0 && !own) {
      const first = await trx
        .insertInto('like_notices')
        .values({ post_id: postId, uid: user.uid })
        .onConflict((conflict) => conflict.columns(['post_id', 'uid']).doNothing())
        .executeTakeFirst()
      if (Number(first.numInsertedOrUpdatedRows ?? 0) > 0) {
        await trx
          .insertInto('notifications')
          .values({
            id: newId(),
            recipient_email: post.author_email,
            recipient_id: post.author_id,
            post_id: postId,
            comment_id: null,
            type: 'like',
            actor_id: user.uid,
            title: `${publicName(user.name)} liked your post`,
            detail: post.title,
            created_at: at,
          })
          .execute()
        notified = post.author_email
      }
    }
    return {
      found: true,
      result: { likeCount: await likeCount(trx, postId), likedByMe: true },
      notified,
    }
  })
}

export async function unlikePost(db: Db, postId: string, user: AuthUser): Promise<LikeOutcome> {
  return db.transaction().execute(async (trx) => {
    const post = await visiblePost(trx, postId, user.uid)
    if (!post) return { found: false }
    await trx
      .deleteFrom('likes')
      .where('post_id', '=', postId)
      .where('uid', '=', user.uid)
      .execute()
    return {
      found: true,
      result: { likeCount: await likeCount(trx, postId), likedByMe: false },
      notified: null,
    }
  })
}

export const likeMessages = {
  unpublished: 'Only a published post can be liked: this one is a draft or scheduled',
} as const
