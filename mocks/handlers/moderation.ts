// Issue 26 items 4–5 against the in-memory store: reports, the moderators' list and acts, an
// author's hidden comments and closed comments. Moderators are the emails in store.moderators.
import { HttpResponse, http } from 'msw'
import type { ErrorBody } from '../../contract/common'
import type { HiddenReason } from '../../contract/hidden'
import {
  type HiddenResult,
  type ModerationMe,
  type ModerationReport,
  NewReportInputSchema,
  type Report,
  type Suspension,
  moderationMessages,
} from '../../contract/moderation'
import { makeNotification, mockId, store } from '../store'
import { ownPost } from './posts'
import { caller, invalid } from './request-checks'
import { API, errorResponse } from './shared'

/** Whether the caller is a moderator (the server asks for a verified MODERATOR_EMAILS account). */
export function isModerator(request: Request): boolean {
  if (!request.headers.get('Authorization')) return false
  const email = request.headers.get('email')
  return email !== null && store.moderators.has(email.toLowerCase())
}

const moderatorsOnly = () =>
  errorResponse(403, 'moderators_only', moderationMessages.moderatorsOnly)

/** Hides `target` (the first to hide it stays its reason) or shows it again, as the server does. */
function setHidden(
  target: { hidden?: HiddenReason },
  hidden: boolean,
  by: HiddenReason,
): HiddenResult {
  if (hidden) target.hidden = target.hidden ?? by
  else delete target.hidden
  return target.hidden ? { hidden: true, reason: target.hidden } : { hidden: false }
}

/** The caller, when a signed-in moderator; else the server's 401, or its 403. */
function moderatorCaller(request: Request): ReturnType<typeof caller> {
  const who = caller(request)
  if (who.email && !isModerator(request)) return { response: moderatorsOnly() }
  return who
}

/** Closes the open reports of a target and tells their reporters, as the server does. */
function handle(type: 'post' | 'comment', id: string, outcome: string) {
  for (const report of store.reports) {
    if (report.targetType !== type || report.targetId !== id || report.state !== 'open') continue
    report.state = 'handled'
    store.notifications.push(
      makeNotification({
        type: 'report',
        title: 'A moderator handled your report',
        detail: `${report.target.postTitle}: the ${type} you reported ${outcome}`,
        postId: report.target.postId,
        postTitle: report.target.postTitle,
        date: new Date().toISOString(),
      }),
    )
  }
  // Nothing about it open any more: the moderators' review notices of it are read.
  const open = store.reports.some(
    (r) => r.targetType === type && r.targetId === id && r.state === 'open',
  )
  if (open) return
  for (const notice of store.notifications) {
    const about = type === 'comment' ? notice.commentId === id : notice.postId === id
    if (notice.type === 'review' && about && (type === 'comment' || !notice.commentId)) {
      notice.read = true
    }
  }
}

export const handlers = [
  http.get<never, never, ModerationMe | ErrorBody>(`${API}/moderation/me`, ({ request }) => {
    const who = caller(request)
    if (!who.email) return who.response
    return HttpResponse.json({
      moderator: isModerator(request),
      suspended: store.suspended.has(who.uid),
    })
  }),

  http.post<never, Record<string, unknown>, Report | ErrorBody>(
    `${API}/reports`,
    async ({ request }) => {
      const who = caller(request)
      if (!who.email) return who.response
      const input = NewReportInputSchema.safeParse(await request.json())
      if (!input.success) return invalid(input.error)
      const { targetType, targetId, reason } = input.data
      const comment =
        targetType === 'comment' ? store.comments.find((c) => c._id === targetId) : undefined
      const post = store.posts.find((p) =>
        targetType === 'post' ? p._id === targetId : p._id === comment?.postId,
      )
      if (!post || (targetType === 'comment' && !comment)) {
        return errorResponse(
          404,
          'not_found',
          targetType === 'post' ? 'Post not found' : 'Comment not found',
        )
      }
      const authorId = comment ? comment.userId : post.authorId
      if (authorId === who.uid)
        return errorResponse(400, 'bad_request', moderationMessages.ownContent)
      const open = store.reports.find(
        (r) =>
          r.reporterId === who.uid &&
          r.targetType === targetType &&
          r.targetId === targetId &&
          r.state === 'open',
      )
      if (open) return errorResponse(409, 'conflict', moderationMessages.alreadyReported)
      const report: ModerationReport & { reporterEmail: string } = {
        _id: mockId(),
        targetType,
        targetId,
        reason,
        state: 'open',
        date: new Date().toISOString(),
        reporterId: who.uid,
        reporterName: who.name,
        reporterEmail: who.email,
        target: {
          postId: post._id,
          postTitle: post.postTitle,
          text: comment ? comment.comment : post.description,
          authorId: authorId ?? null,
          authorName: comment ? comment.userName : post.authorDisplayName,
          ...((comment ? comment.hidden : post.hidden)
            ? { hidden: comment ? comment.hidden : post.hidden }
            : {}),
          authorSuspended: false,
        },
      }
      store.reports.push(report)
      const { reporterId: _r, reporterName: _n, reporterEmail: _e, target: _t, ...answer } = report
      return HttpResponse.json(answer, { status: 201 })
    },
  ),

  http.get<never, never, ModerationReport[] | ErrorBody>(
    `${API}/moderation/reports`,
    ({ request }) => {
      const who = moderatorCaller(request)
      if (!who.email) return who.response
      return HttpResponse.json(
        store.reports
          .filter((r) => r.state === 'open')
          .map(({ reporterEmail: _e, ...report }) => ({
            ...report,
            target: {
              ...report.target,
              authorSuspended:
                report.target.authorId !== null && store.suspended.has(report.target.authorId),
            },
          })),
      )
    },
  ),

  http.put<{ id: string }, never, { id: string } | ErrorBody>(
    `${API}/moderation/reports/:id/dismissed`,
    ({ request, params }) => {
      const who = moderatorCaller(request)
      if (!who.email) return who.response
      const report = store.reports.find((r) => r._id === params.id && r.state === 'open')
      if (!report) return errorResponse(404, 'not_found', 'Report not found')
      handle(report.targetType, report.targetId, 'stays')
      return HttpResponse.json({ id: params.id })
    },
  ),

  http.put<{ postId: string }, { hidden: boolean }, HiddenResult | ErrorBody>(
    `${API}/post/:postId/hidden`,
    async ({ request, params }) => {
      const who = moderatorCaller(request)
      if (!who.email) return who.response
      const post = store.posts.find((p) => p._id === params.postId)
      if (!post) return errorResponse(404, 'not_found', 'Post not found')
      const { hidden } = await request.json()
      const answer = setHidden(post, hidden, 'moderator')
      handle('post', post._id, hidden ? 'is hidden' : 'stays')
      return HttpResponse.json(answer)
    },
  ),

  http.put<{ commentId: string }, { hidden: boolean }, HiddenResult | ErrorBody>(
    `${API}/comment/:commentId/hidden`,
    async ({ request, params }) => {
      const who = caller(request)
      if (!who.email) return who.response
      const comment = store.comments.find((c) => c._id === params.commentId)
      if (!comment) return errorResponse(404, 'not_found', 'Comment not found')
      const post = store.posts.find((p) => p._id === comment.postId)
      const moderator = isModerator(request)
      if (!moderator && post?.authorId !== who.uid) {
        return errorResponse(403, 'forbidden', moderationMessages.onlyPostAuthor)
      }
      const { hidden } = await request.json()
      const answer = setHidden(comment, hidden, moderator ? 'moderator' : 'author')
      if (moderator) handle('comment', comment._id, hidden ? 'is hidden' : 'stays')
      return HttpResponse.json(answer)
    },
  ),

  http.put<
    { uid: string },
    { suspended: boolean; reason?: string },
    { suspended: boolean } | ErrorBody
  >(`${API}/moderation/accounts/:uid/suspended`, async ({ request, params }) => {
    const who = moderatorCaller(request)
    if (!who.email) return who.response
    const { suspended, reason } = await request.json()
    if (!suspended) store.suspended.delete(params.uid)
    else if (!store.suspended.has(params.uid)) {
      // The name the reports know them by: the mock keeps no other list of people.
      const named = store.reports.find((r) => r.target.authorId === params.uid)
      store.suspended.set(params.uid, {
        uid: params.uid,
        name: named?.target.authorName ?? 'Someone',
        ...(reason?.trim() ? { reason: reason.trim() } : {}),
        suspendedBy: who.name,
        date: new Date().toISOString(),
      })
    }
    return HttpResponse.json({ suspended })
  }),

  http.get<never, never, Suspension[] | ErrorBody>(
    `${API}/moderation/suspensions`,
    ({ request }) => {
      const who = moderatorCaller(request)
      if (!who.email) return who.response
      return HttpResponse.json([...store.suspended.values()].reverse())
    },
  ),

  http.put<{ postId: string }, { enabled: boolean }, { enabled: boolean } | ErrorBody>(
    `${API}/post/:postId/comments-enabled`,
    async ({ request, params }) => {
      const who = caller(request)
      if (!who.email) return who.response
      const found = ownPost(params.postId, who)
      if (!found.post) return found.response
      const { enabled } = await request.json()
      found.post.commentsEnabled = enabled
      return HttpResponse.json({ enabled })
    },
  ),
]
