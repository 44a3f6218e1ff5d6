// Follows of authors and tags (issue 24, docs/decisions/0036): one row per (follower, author) and
// (follower, tag), so following twice is following once. An author is told of a follower once
// per person ever (follow_notices), however often they unfollow and follow again.
import { sql } from 'kysely'
import type { FollowResult, Follows } from '../../contract/follows'
import type { Db } from '../db/schema'
import { newId } from '../ids'
import { publicName } from '../profiles/public-name'

/** count(*) as a number in both dialects (PostgreSQL's bigint arrives as text). */
const counted = (row: { count: number | string } | undefined) => Number(row?.count ?? 0)

/** An author's followers: people here, and people on other servers (issue 29, ADR 0049). */
export async function authorFollowerCount(db: Db, authorId: string): Promise<number> {
  return counted(
    await db
      .selectNoFrom([
        sql<
          number | string
        >`(select count(*) from author_follows where author_id = ${authorId}) + (select count(*) from remote_followers where uid = ${authorId})`.as(
          'count',
        ),
      ])
      .executeTakeFirst(),
  )
}

export async function tagFollowerCount(db: Db, tag: string): Promise<number> {
  return counted(
    await db
      .selectFrom('tag_follows')
      .select(sql<number | string>`count(*)`.as('count'))
      .where('tag', '=', tag)
      .executeTakeFirst(),
  )
}

export async function followsAuthor(db: Db, followerId: string, authorId: string) {
  const row = await db
    .selectFrom('author_follows')
    .select('author_id')
    .where('follower_id', '=', followerId)
    .where('author_id', '=', authorId)
    .executeTakeFirst()
  return row !== undefined
}

export async function followsTag(db: Db, followerId: string, tag: string) {
  const row = await db
    .selectFrom('tag_follows')
    .select('tag')
    .where('follower_id', '=', followerId)
    .where('tag', '=', tag)
    .executeTakeFirst()
  return row !== undefined
}

/**
 * The authors and tags someone follows, the newest follow first: each list a range of its
 * table's primary key, which leads with the follower. An author who has not signed in since
 * profiles began is named by their newest published post, as their page names them.
 */
export async function followsOf(db: Db, followerId: string): Promise<Follows> {
  const [authors, tags] = await Promise.all([
    db
      .selectFrom('author_follows')
      .leftJoin('profiles', 'profiles.uid', 'author_follows.author_id')
      .select((eb) => [
        'author_follows.author_id',
        'profiles.photo_url',
        'profiles.handle',
        eb.fn
          .coalesce(
            'profiles.display_name',
            eb
              .selectFrom('posts')
              .select('posts.author_name')
              .whereRef('posts.author_id', '=', 'author_follows.author_id')
              .where('posts.status', '=', 'published')
              .where('posts.hidden', 'is', null)
              .orderBy('posts.created_at', 'desc')
              .limit(1),
          )
          .as('display_name'),
      ])
      .where('author_follows.follower_id', '=', followerId)
      .orderBy('author_follows.created_at', 'desc')
      .orderBy('author_follows.author_id')
      .execute(),
    db
      .selectFrom('tag_follows')
      .select('tag')
      .where('follower_id', '=', followerId)
      .orderBy('created_at', 'desc')
      .orderBy('tag')
      .execute(),
  ])
  return {
    authors: authors.map((row) => ({
      authorId: row.author_id,
      displayName: publicName(row.display_name ?? ''),
      photoURL: row.photo_url ?? '',
      handle: row.handle ?? null,
    })),
    tags: tags.map(({ tag }) => ({ tag })),
  }
}

/**
 * Follows (or, `following` false, unfollows) an author. Answers the result, and whether the
 * author is still to be told of this follower: true only the first time this person follows.
 */
export async function setAuthorFollow(
  db: Db,
  followerId: string,
  authorId: string,
  following: boolean,
  at: string,
): Promise<{ result: FollowResult; firstFollow: boolean }> {
  if (following) {
    await db
      .insertInto('author_follows')
      .values({ follower_id: followerId, author_id: authorId, created_at: at })
      .onConflict((conflict) => conflict.columns(['follower_id', 'author_id']).doNothing())
      .execute()
  } else {
    await db
      .deleteFrom('author_follows')
      .where('follower_id', '=', followerId)
      .where('author_id', '=', authorId)
      .execute()
  }
  const told =
    following &&
    (await db
      .selectFrom('follow_notices')
      .select('author_id')
      .where('author_id', '=', authorId)
      .where('follower_id', '=', followerId)
      .executeTakeFirst())
  return {
    result: { following, followerCount: await authorFollowerCount(db, authorId) },
    firstFollow: following && !told,
  }
}

export async function setTagFollow(
  db: Db,
  followerId: string,
  tag: string,
  following: boolean,
  at: string,
): Promise<FollowResult> {
  if (following) {
    await db
      .insertInto('tag_follows')
      .values({ follower_id: followerId, tag, created_at: at })
      .onConflict((conflict) => conflict.columns(['follower_id', 'tag']).doNothing())
      .execute()
  } else {
    await db
      .deleteFrom('tag_follows')
      .where('follower_id', '=', followerId)
      .where('tag', '=', tag)
      .execute()
  }
  return { following, followerCount: await tagFollowerCount(db, tag) }
}

/**
 * Tells an author that `followerId` follows them, unless they were told already: the notice row
 * is the guard, so two follows at the same moment tell once. Answers whether a notification was
 * written. Its title is made from the follower's name now when it is listed.
 */
export async function noticeFollow(
  db: Db,
  notice: { authorId: string; authorEmail: string; followerId: string; followerName: string },
  at: string,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const first = await trx
      .insertInto('follow_notices')
      .values({ author_id: notice.authorId, follower_id: notice.followerId })
      .onConflict((conflict) => conflict.columns(['author_id', 'follower_id']).doNothing())
      .executeTakeFirst()
    if (Number(first.numInsertedOrUpdatedRows ?? 0) === 0) return false
    await trx
      .insertInto('notifications')
      .values({
        id: newId(),
        recipient_email: notice.authorEmail,
        recipient_id: notice.authorId,
        post_id: null,
        comment_id: null,
        type: 'follow',
        actor_id: notice.followerId,
        title: `${notice.followerName} followed you`,
        detail: '',
        created_at: at,
      })
      .execute()
    return true
  })
}
