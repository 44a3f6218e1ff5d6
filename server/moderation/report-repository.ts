// Reports (ADR 0043): filed by readers, read by the moderators, closed by a moderator's
// decision; closing writes the reporters' notices in the decision's transaction.
import type { ReportTargetType } from '../../contract/moderation'
import { now } from '../clock'
import { isUniqueViolation } from '../db/errors'
import type { Database, Db } from '../db/schema'
import { newId } from '../ids'
import { profileField } from '../profiles/profile-repository'
import { type Trx, findTarget } from './report-targets'
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
    const target = await findTarget(db, report.target_type, report.target_id)
    if (!target) continue
    rows.push({
      ...report,
      target: { ...target, authorSuspended: !!target.authorId && suspended.has(target.authorId) },
    })
  }
  return rows
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
export async function closeReports(
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
    told.push(...(await settleReviewNotices(trx, type, id, at)))
  }
  return told
}

/**
 * Once a target has no open report left, the moderators' `review` notices of it are read: the
 * badge counts only what still waits. Answers the moderators' emails, for their streams.
 */
async function settleReviewNotices(
  trx: Trx,
  type: ReportTargetType,
  id: string,
  at: string,
): Promise<string[]> {
  const stillOpen = await trx
    .selectFrom('reports')
    .select('id')
    .where('target_type', '=', type)
    .where('target_id', '=', id)
    .where('state', '=', 'open')
    .executeTakeFirst()
  if (stillOpen) return []
  const settled = await trx
    .updateTable('notifications')
    .set({ read_at: at })
    .where('type', '=', 'review')
    .where('read_at', 'is', null)
    .where(type === 'comment' ? 'comment_id' : 'post_id', '=', id)
    .$if(type === 'post', (query) => query.where('comment_id', 'is', null))
    .returning('recipient_email')
    .execute()
  return settled.map((row) => row.recipient_email)
}

/** A moderator's account: the notices' recipient and the stream to tell. */
export interface ModeratorAccount {
  uid: string
  email: string
}

/**
 * Tells the moderators that a report waits: a `review` notice each on the reported post (at the
 * comment when it is one), the reason as its detail. The reporter, if a moderator, is not told of
 * their own report. Answers the emails told.
 */
export async function tellModerators(
  db: Db,
  report: Database['reports'],
  moderators: readonly ModeratorAccount[],
): Promise<string[]> {
  const recipients = moderators.filter((moderator) => moderator.uid !== report.reporter_id)
  if (recipients.length === 0) return []
  const target = await findTarget(db, report.target_type, report.target_id)
  if (!target) return []
  await db
    .insertInto('notifications')
    .values(
      recipients.map((moderator) => ({
        id: newId(),
        recipient_email: moderator.email,
        recipient_id: moderator.uid,
        post_id: target.postId,
        comment_id: report.target_type === 'comment' ? report.target_id : null,
        type: 'review' as const,
        actor_id: null,
        title: 'A report waits for review',
        detail: `${target.postTitle}: ${report.reason}`,
        created_at: report.created_at,
      })),
    )
    .execute()
  return recipients.map((moderator) => moderator.email)
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
