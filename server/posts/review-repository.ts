// The review queue's queries (ADR 0074, addendum): one post_reviews row per draft while its
// review lasts, and the notices it sends through the notifications table.
import { sql } from 'kysely'
import type { PostReview, ReviewItem, ReviewOrder } from '../../contract/reviews'
import { slugify } from '../../contract/slug'
import type { Database, Db } from '../db/schema'
import type { Transaction } from 'kysely'
import { newId } from '../ids'
import type { PageRequest } from '../pagination/page'
import { profileField } from '../profiles/profile-repository'
import { publicName } from '../profiles/public-name'
import type { PostReviewsTable } from './review-tables'
import './review-tables'

type Executor = Db | Transaction<Database>

export function toReview(row: PostReviewsTable): PostReview {
  return {
    state: row.state,
    submittedAt: row.submitted_at,
    ...(row.state === 'returned' && row.returned_at ? { returnedAt: row.returned_at } : {}),
    ...(row.state === 'returned' && row.note !== null ? { note: row.note } : {}),
  }
}

export async function findReview(db: Executor, postId: string) {
  return db.selectFrom('post_reviews').selectAll().where('post_id', '=', postId).executeTakeFirst()
}

/** The reviews of these posts (a page of an author's own list), by post id. */
export async function reviewsOf(db: Db, postIds: readonly string[]) {
  if (postIds.length === 0) return new Map<string, PostReviewsTable>()
  const rows = await db
    .selectFrom('post_reviews')
    .selectAll()
    .where('post_id', 'in', [...postIds])
    .execute()
  return new Map(rows.map((row) => [row.post_id, row]))
}

/**
 * Puts the draft in the queue, now: a first submission, or a resubmission of a draft sent back
 * (its note goes). Answers the review, and whether it is newly waiting (a second submit of one
 * that waits already changes nothing and tells nobody again).
 */
export async function submitReview(
  db: Db,
  postId: string,
  uid: string,
  at: string,
): Promise<{ review: PostReviewsTable; waiting: boolean }> {
  return db.transaction().execute(async (trx) => {
    const current = await findReview(trx, postId)
    if (current?.state === 'submitted') return { review: current, waiting: false }
    const review: PostReviewsTable = {
      post_id: postId,
      state: 'submitted',
      submitted_at: at,
      submitted_by: uid,
      returned_at: null,
      returned_by: null,
      note: null,
    }
    if (current) {
      await trx.updateTable('post_reviews').set(review).where('post_id', '=', postId).execute()
    } else {
      await trx.insertInto('post_reviews').values(review).execute()
    }
    return { review, waiting: true }
  })
}

/** An editor sends a waiting draft back with a note; undefined when it is not waiting. */
export async function returnReview(
  db: Db,
  postId: string,
  editorId: string,
  note: string,
  at: string,
): Promise<PostReviewsTable | undefined> {
  const result = await db
    .updateTable('post_reviews')
    .set({ state: 'returned', returned_at: at, returned_by: editorId, note })
    .where('post_id', '=', postId)
    .where('state', '=', 'submitted')
    .executeTakeFirst()
  if (Number(result.numUpdatedRows) === 0) return undefined
  return findReview(db, postId)
}

/**
 * Its author takes a waiting draft out of the queue: the row goes, and so do the editors'
 * notices of this submission (written at its `submitted_at`, read or not: they lead to a queue
 * it is no longer on). Answers the recipients of the notices taken, or undefined when the draft
 * was not waiting.
 */
export async function withdrawReview(db: Db, postId: string): Promise<string[] | undefined> {
  return db.transaction().execute(async (trx) => {
    const current = await findReview(trx, postId)
    if (current?.state !== 'submitted') return undefined
    await trx.deleteFrom('post_reviews').where('post_id', '=', postId).execute()
    const taken = await trx
      .deleteFrom('notifications')
      .where('type', '=', 'submitted')
      .where('post_id', '=', postId)
      .where('created_at', '>=', current.submitted_at)
      .returning('recipient_email')
      .execute()
    return taken.map((row) => row.recipient_email)
  })
}

/** The draft has gone out (or is scheduled to): its review is over. Answers the row it had. */
export async function endReview(db: Executor, postId: string) {
  const row = await findReview(db, postId)
  if (row) await db.deleteFrom('post_reviews').where('post_id', '=', postId).execute()
  return row
}

/** A waiting draft's row on the editors' list, keyed for the keyset page as every list is. */
export interface ReviewListRow {
  id: string
  created_at: string
  title: string
  author_id: string
  author_name: string
  edited_at: string | null
  profile_name: string | null
  profile_photo: string | null
}

/**
 * The drafts waiting for review, oldest or newest submission first: limit + 1 rows, read from
 * the (state, submitted_at, post_id) index. The page's cursor is (submitted_at, post_id).
 */
export async function reviewPage(
  db: Db,
  { limit, after }: PageRequest,
  order: ReviewOrder,
): Promise<ReviewListRow[]> {
  const newest = order === 'newest'
  let query = db
    .selectFrom('post_reviews')
    .innerJoin('posts', 'posts.id', 'post_reviews.post_id')
    .select([
      'post_reviews.post_id as id',
      'post_reviews.submitted_at as created_at',
      'posts.title',
      'posts.author_id',
      'posts.author_name',
      'posts.edited_at',
      profileField('display_name', 'posts.author_id').as('profile_name'),
      profileField('photo_url', 'posts.author_id').as('profile_photo'),
    ])
    .where('post_reviews.state', '=', 'submitted')
    .where('posts.status', '=', 'draft')
  if (after) {
    query = newest
      ? query.where(
          sql<boolean>`(post_reviews.submitted_at, post_reviews.post_id) < (${after.createdAt}, ${after.id})`,
        )
      : query.where(
          sql<boolean>`(post_reviews.submitted_at, post_reviews.post_id) > (${after.createdAt}, ${after.id})`,
        )
  }
  const rows = await query
    .orderBy('post_reviews.submitted_at', newest ? 'desc' : 'asc')
    .orderBy('post_reviews.post_id', newest ? 'desc' : 'asc')
    .limit(limit + 1)
    .execute()
  return rows.map((row) => ({ ...row, author_id: row.author_id ?? '' }))
}

export function toReviewItem(row: ReviewListRow): ReviewItem {
  return {
    postId: row.id,
    postTitle: row.title,
    slug: slugify(row.title),
    authorId: row.author_id,
    authorDisplayName: publicName(row.profile_name ?? row.author_name),
    authorPhotoURL: row.profile_photo ?? '',
    submittedAt: row.created_at,
    ...(row.edited_at ? { editDate: row.edited_at } : {}),
  }
}

/** A person to tell: their uid and email (their stream's name). */
export interface Recipient {
  uid: string
  email: string
}

/**
 * Tells the editors a draft waits: a `submitted` notice each, but not to the submitter. Any
 * earlier notice of this draft still unread is read now, so the badge counts it once.
 */
export async function tellEditors(
  db: Db,
  post: { id: string; title: string },
  submitter: string,
  editors: readonly Recipient[],
  at: string,
): Promise<string[]> {
  const recipients = editors.filter((editor) => editor.uid !== submitter)
  await settleSubmitted(db, post.id, at)
  if (recipients.length === 0) return []
  await db
    .insertInto('notifications')
    .values(
      recipients.map((editor) => ({
        id: newId(),
        recipient_email: editor.email,
        recipient_id: editor.uid,
        post_id: post.id,
        comment_id: null,
        type: 'submitted' as const,
        actor_id: submitter,
        title: 'A draft waits for review',
        detail: post.title,
        created_at: at,
      })),
    )
    .execute()
  return recipients.map((editor) => editor.email)
}

/** The editors' notices of this draft are read once it is published or sent back. */
export async function settleSubmitted(db: Executor, postId: string, at: string): Promise<string[]> {
  const settled = await db
    .updateTable('notifications')
    .set({ read_at: at })
    .where('type', '=', 'submitted')
    .where('post_id', '=', postId)
    .where('read_at', 'is', null)
    .returning('recipient_email')
    .execute()
  return settled.map((row) => row.recipient_email)
}

const AUTHOR_NOTICE_TITLES = {
  returned: 'Your draft was sent back',
  published: 'Your draft was published',
  scheduled: 'Your draft was scheduled',
} as const

/**
 * Tells the draft's author what an editor did: sent it back (the detail is the note), published
 * it, or scheduled it (the detail is when it goes out).
 */
export async function tellAuthor(
  db: Executor,
  type: keyof typeof AUTHOR_NOTICE_TITLES,
  post: { id: string; author: Recipient },
  editorId: string,
  detail: string,
  at: string,
): Promise<string[]> {
  if (post.author.uid === editorId) return []
  await db
    .insertInto('notifications')
    .values({
      id: newId(),
      recipient_email: post.author.email,
      recipient_id: post.author.uid,
      post_id: post.id,
      comment_id: null,
      type,
      actor_id: editorId,
      title: AUTHOR_NOTICE_TITLES[type],
      detail,
      created_at: at,
    })
    .execute()
  return [post.author.email]
}
