// Reports, hiding and suspensions (issue 26 items 4 and 5). Each change is one transaction: what
// is hidden, the reports it closes and the notices that tell their reporters are written together.
import type { HiddenReason } from '../../contract/hidden'
import { type ReportTargetType, SUSPENSIONS_LISTED_MAX } from '../../contract/moderation'
import { now } from '../clock'
import type { Database, Db } from '../db/schema'
import { isUniqueViolation } from '../db/errors'
import { newId } from '../ids'
import { profileField } from '../profiles/profile-repository'
import { publicName } from '../profiles/public-name'
import type { Transaction } from 'kysely'
import { excerpt } from '../comments/comment-repository'

type Trx = Transaction<Database>

/** A report's target as its writer and the moderators see it. */
interface Target {
  postId: string
  postTitle: string
  authorId: string | null
  hidden: HiddenReason | null
}

async function findTarget(
  db: Db | Trx,
  type: ReportTargetType,
  id: string,
): Promise<(Target & { status: string; postHidden: HiddenReason | null }) | undefined> {
  if (type === 'post') {
    const post = await db
      .selectFrom('posts')
      .select(['id', 'title', 'author_id', 'hidden', 'status'])
      .where('id', '=', id)
      .executeTakeFirst()
    return (
      post && {
        postId: post.id,
        postTitle: post.title,
        authorId: post.author_id,
        hidden: post.hidden,
        status: post.status,
        postHidden: post.hidden,
      }
    )
  }
  const comment = await db
    .selectFrom('comments')
    .innerJoin('posts', 'posts.id', 'comments.post_id')
    .select([
      'comments.user_id',
      'comments.hidden',
      'posts.id as post_id',
      'posts.title',
      'posts.status',
      'posts.hidden as post_hidden',
    ])
    .where('comments.id', '=', id)
    .executeTakeFirst()
  return (
    comment && {
      postId: comment.post_id,
      postTitle: comment.title,
      authorId: comment.user_id,
      hidden: comment.hidden,
      status: comment.status,
      postHidden: comment.post_hidden,
    }
  )
}

export type NewReportOutcome =
  | { outcome: 'not_found' }
  | { outcome: 'own' }
  | { outcome: 'duplicate' }
  | { outcome: 'done'; report: Database['reports'] }

/**
 * A report by `reporter` of something they can read: not their own, and one open per person and
 * target (the partial unique index says so on both databases, also under a race).
 */
export async function addReport(
  db: Db,
  reporter: { uid: string; email: string },
  input: { targetType: ReportTargetType; targetId: string; reason: string },
): Promise<NewReportOutcome> {
  try {
    return await db.transaction().execute(async (trx) => {
      const target = await findTarget(trx, input.targetType, input.targetId)
      // What the reporter cannot read is not there for them (a draft, a scheduled post, something
      // hidden).
      if (
        !target ||
        target.status !== 'published' ||
        ((target.hidden || target.postHidden) && target.authorId !== reporter.uid)
      ) {
        return { outcome: 'not_found' as const }
      }
      if (target.authorId === reporter.uid) return { outcome: 'own' as const }
      const open = await trx
        .selectFrom('reports')
        .select('id')
        .where('reporter_id', '=', reporter.uid)
        .where('target_type', '=', input.targetType)
        .where('target_id', '=', input.targetId)
        .where('state', '=', 'open')
        .executeTakeFirst()
      if (open) return { outcome: 'duplicate' as const }
      const report = {
        id: newId(),
        reporter_id: reporter.uid,
        reporter_email: reporter.email,
        target_type: input.targetType,
        target_id: input.targetId,
        reason: input.reason,
        state: 'open' as const,
        created_at: now(),
        handled_at: null,
        handled_by: null,
        outcome: null,
      }
      await trx.insertInto('reports').values(report).execute()
      return { outcome: 'done' as const, report }
    })
  } catch (error) {
    if (isUniqueViolation(error)) return { outcome: 'duplicate' }
    throw error
  }
}

/** The open reports, oldest first (the longest waiting at the top), with their targets now. */
export async function openReports(db: Db) {
  const reports = await db
    .selectFrom('reports')
    .select([
      'id',
      'reporter_id',
      'target_type',
      'target_id',
      'reason',
      'state',
      'created_at',
      profileField('display_name', 'reports.reporter_id').as('reporter_name'),
    ])
    .where('state', '=', 'open')
    .orderBy('created_at')
    .orderBy('id')
    .limit(200)
    .execute()
  const suspended = new Set(
    (await db.selectFrom('suspensions').select('uid').execute()).map((row) => row.uid),
  )
  const rows = []
  for (const report of reports) {
    const target = await targetView(db, report.target_type, report.target_id)
    if (!target) continue
    rows.push({
      ...report,
      target: { ...target, authorSuspended: !!target.authorId && suspended.has(target.authorId) },
    })
  }
  return rows
}

async function targetView(db: Db, type: ReportTargetType, id: string) {
  if (type === 'post') {
    const post = await db
      .selectFrom('posts')
      .select([
        'id',
        'title',
        'body_text',
        'author_id',
        'author_name',
        'hidden',
        profileField('display_name', 'posts.author_id').as('profile_name'),
      ])
      .where('id', '=', id)
      .executeTakeFirst()
    return (
      post && {
        postId: post.id,
        postTitle: post.title,
        text: excerpt(post.body_text),
        authorId: post.author_id,
        authorName: post.profile_name ?? post.author_name,
        hidden: post.hidden,
      }
    )
  }
  const comment = await db
    .selectFrom('comments')
    .innerJoin('posts', 'posts.id', 'comments.post_id')
    .select([
      'comments.body',
      'comments.user_id',
      'comments.user_name',
      'comments.hidden',
      'posts.id as post_id',
      'posts.title',
      profileField('display_name', 'comments.user_id').as('profile_name'),
    ])
    .where('comments.id', '=', id)
    .executeTakeFirst()
  return (
    comment && {
      postId: comment.post_id,
      postTitle: comment.title,
      text: comment.body,
      authorId: comment.user_id,
      authorName: comment.profile_name ?? comment.user_name,
      hidden: comment.hidden,
    }
  )
}

export type ReportOutcome = 'hidden' | 'restored' | 'suspended' | 'dismissed'

const OUTCOME_TEXT: Record<ReportOutcome, (what: string) => string> = {
  hidden: (what) => `the ${what} you reported is hidden`,
  restored: (what) => `the ${what} you reported stays`,
  suspended: (what) => `the account that wrote the ${what} you reported is suspended`,
  dismissed: (what) => `the ${what} you reported stays`,
}

/**
 * Closes the open reports of these targets with `outcome`, and tells each reporter: a `report`
 * notice on the post. Answers the emails told, for their event streams.
 */
async function closeReports(
  trx: Trx,
  targets: { type: ReportTargetType; id: string }[],
  outcome: ReportOutcome,
  moderatorId: string,
  at: string,
  only?: string,
): Promise<string[]> {
  const told: string[] = []
  for (const { type, id } of targets) {
    let query = trx
      .selectFrom('reports')
      .select(['id', 'reporter_id', 'reporter_email'])
      .where('target_type', '=', type)
      .where('target_id', '=', id)
      .where('state', '=', 'open')
    if (only) query = query.where('id', '=', only)
    const open = await query.execute()
    if (open.length === 0) continue
    const target = await findTarget(trx, type, id)
    await trx
      .updateTable('reports')
      .set({ state: 'handled', handled_at: at, handled_by: moderatorId, outcome })
      .where(
        'id',
        'in',
        open.map((report) => report.id),
      )
      .execute()
    for (const report of open) {
      await trx
        .insertInto('notifications')
        .values({
          id: newId(),
          recipient_email: report.reporter_email,
          recipient_id: report.reporter_id,
          post_id: target?.postId ?? null,
          comment_id: type === 'comment' ? id : null,
          type: 'report',
          actor_id: null,
          title: 'A moderator handled your report',
          detail: `${target?.postTitle ?? ''}: ${OUTCOME_TEXT[outcome](type)}`,
          created_at: at,
        })
        .execute()
      told.push(report.reporter_email)
    }
  }
  return told
}

export type HideOutcome =
  | { outcome: 'not_found' }
  | { outcome: 'forbidden' }
  | { outcome: 'done'; hidden: HiddenReason | null; notified: string[] }

/** A moderator hides or restores a post; its open reports are handled, their reporters told. */
export async function setPostHidden(
  db: Db,
  postId: string,
  hidden: boolean,
  moderatorId: string,
): Promise<HideOutcome> {
  return db.transaction().execute(async (trx) => {
    const post = await trx
      .selectFrom('posts')
      .select(['hidden'])
      .where('id', '=', postId)
      .executeTakeFirst()
    if (!post) return { outcome: 'not_found' }
    const at = now()
    const next: HiddenReason | null = hidden ? (post.hidden ?? 'moderator') : null
    await trx.updateTable('posts').set({ hidden: next }).where('id', '=', postId).execute()
    const notified = await closeReports(
      trx,
      [{ type: 'post', id: postId }],
      hidden ? 'hidden' : 'restored',
      moderatorId,
      at,
    )
    return { outcome: 'done', hidden: next, notified }
  })
}

/**
 * Hides or restores a comment: a moderator may any ('moderator'), the post's author those on
 * their post ('author'; they restore only what they hid). A moderator's hide handles its reports.
 */
export async function setCommentHidden(
  db: Db,
  commentId: string,
  hidden: boolean,
  actor: { uid: string; moderator: boolean },
): Promise<HideOutcome> {
  return db.transaction().execute(async (trx) => {
    const comment = await trx
      .selectFrom('comments')
      .innerJoin('posts', 'posts.id', 'comments.post_id')
      .select(['comments.hidden', 'posts.author_id', 'posts.status', 'posts.hidden as post_hidden'])
      .where('comments.id', '=', commentId)
      .executeTakeFirst()
    if (!comment) return { outcome: 'not_found' }
    const postAuthor = comment.author_id === actor.uid
    if (!actor.moderator) {
      // Someone else's post, not published or hidden, is not there for them.
      if (!postAuthor && (comment.status !== 'published' || comment.post_hidden)) {
        return { outcome: 'not_found' }
      }
      if (!postAuthor) return { outcome: 'forbidden' }
      // The post's author restores what they hid, not a moderator's hiding or a suspension.
      if (comment.hidden && comment.hidden !== 'author') return { outcome: 'forbidden' }
    }
    const at = now()
    const next: HiddenReason | null = hidden
      ? (comment.hidden ?? (actor.moderator ? 'moderator' : 'author'))
      : null
    await trx.updateTable('comments').set({ hidden: next }).where('id', '=', commentId).execute()
    const notified = actor.moderator
      ? await closeReports(
          trx,
          [{ type: 'comment', id: commentId }],
          hidden ? 'hidden' : 'restored',
          actor.uid,
          at,
        )
      : []
    return { outcome: 'done', hidden: next, notified }
  })
}

/**
 * Suspends an account (its writes refused by the auth plugin, its posts and comments hidden as
 * 'suspended' unless hidden already) or lifts it (what the suspension hid comes back). Open
 * reports of its content are handled as 'suspended'.
 */
export async function setSuspended(
  db: Db,
  uid: string,
  suspend: boolean,
  moderatorId: string,
  reason: string | null = null,
): Promise<{ found: boolean; notified: string[] }> {
  return db.transaction().execute(async (trx) => {
    const person = await trx
      .selectFrom('profiles')
      .select('uid')
      .where('uid', '=', uid)
      .executeTakeFirst()
    if (!person) return { found: false, notified: [] }
    const at = now()
    if (!suspend) {
      await trx.deleteFrom('suspensions').where('uid', '=', uid).execute()
      for (const table of ['posts', 'comments'] as const) {
        const owner = table === 'posts' ? 'author_id' : 'user_id'
        await trx
          .updateTable(table)
          .set({ hidden: null })
          .where(owner, '=', uid)
          .where('hidden', '=', 'suspended')
          .execute()
      }
      return { found: true, notified: [] }
    }
    await trx
      .insertInto('suspensions')
      .values({ uid, suspended_by: moderatorId, created_at: at, reason })
      .onConflict((conflict) => conflict.column('uid').doNothing())
      .execute()
    await trx
      .updateTable('posts')
      .set({ hidden: 'suspended' })
      .where('author_id', '=', uid)
      .where('hidden', 'is', null)
      .execute()
    await trx
      .updateTable('comments')
      .set({ hidden: 'suspended' })
      .where('user_id', '=', uid)
      .where('hidden', 'is', null)
      .execute()
    const posts = await trx.selectFrom('posts').select('id').where('author_id', '=', uid).execute()
    const comments = await trx
      .selectFrom('comments')
      .select('id')
      .where('user_id', '=', uid)
      .execute()
    const notified = await closeReports(
      trx,
      [
        ...posts.map((row) => ({ type: 'post' as const, id: row.id })),
        ...comments.map((row) => ({ type: 'comment' as const, id: row.id })),
      ],
      'suspended',
      moderatorId,
      at,
    )
    return { found: true, notified }
  })
}

/** A moderator closes one open report, leaving its target as it is. */
export async function dismissReport(
  db: Db,
  reportId: string,
  moderatorId: string,
): Promise<{ found: boolean; notified: string[] }> {
  return db.transaction().execute(async (trx) => {
    const report = await trx
      .selectFrom('reports')
      .select(['target_type', 'target_id'])
      .where('id', '=', reportId)
      .where('state', '=', 'open')
      .executeTakeFirst()
    if (!report) return { found: false, notified: [] }
    const notified = await closeReports(
      trx,
      [{ type: report.target_type, id: report.target_id }],
      'dismissed',
      moderatorId,
      now(),
      reportId,
    )
    return { found: true, notified }
  })
}

/** The suspended accounts, the newest suspension first, with who they are and why. */
export async function listSuspensions(db: Db) {
  const rows = await db
    .selectFrom('suspensions')
    .leftJoin('profiles', 'profiles.uid', 'suspensions.uid')
    .select([
      'suspensions.uid',
      'suspensions.reason',
      'suspensions.created_at',
      'profiles.display_name',
      'profiles.handle',
      profileField('display_name', 'suspensions.suspended_by').as('moderator_name'),
    ])
    .orderBy('suspensions.created_at', 'desc')
    .orderBy('suspensions.uid')
    .limit(SUSPENSIONS_LISTED_MAX)
    .execute()
  return rows.map((row) => ({
    uid: row.uid,
    name: publicName(row.display_name ?? '') || 'An account with no name',
    ...(row.handle ? { handle: row.handle } : {}),
    ...(row.reason ? { reason: row.reason } : {}),
    suspendedBy: publicName(row.moderator_name ?? '') || 'a moderator',
    date: row.created_at,
  }))
}

/** Whether the account is suspended now. */
export async function isSuspended(db: Db, uid: string): Promise<boolean> {
  const row = await db
    .selectFrom('suspensions')
    .select('uid')
    .where('uid', '=', uid)
    .executeTakeFirst()
  return row !== undefined
}

/** The post's author closes or opens its comments; false when it is not theirs or not there. */
export async function setCommentsEnabled(db: Db, postId: string, enabled: boolean): Promise<void> {
  await db
    .updateTable('posts')
    .set({ comments_enabled: enabled ? 1 : 0 })
    .where('id', '=', postId)
    .execute()
}
