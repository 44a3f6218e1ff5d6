// Moderation's writes (ADR 0043): report, hide, suspend, dismiss, comments on/off. Its reads are
// the moderation entity's (src/entities/moderation); both come in the moderation chunk.
import type {
  HiddenResult,
  NewReportInput,
  Report,
  SuspendResult,
} from '../../../contract/moderation'
import { http, parsed } from '../../lib/http'

const schemas = () => import('../../../contract/moderation')

export async function sendReport(input: NewReportInput): Promise<Report> {
  return parsed(
    http.post('reports', { json: input }),
    schemas().then((m) => m.ReportSchema),
  )
}

export async function setHidden(
  target: { type: 'post' | 'comment'; id: string },
  hidden: boolean,
): Promise<HiddenResult> {
  const path = `${target.type}/${encodeURIComponent(target.id)}/hidden`
  return parsed(
    http.put(path, { json: { hidden } }),
    schemas().then((m) => m.HiddenResultSchema),
  )
}

/** Suspends (saying why) or lifts a suspension. */
export async function setSuspended(
  uid: string,
  suspended: boolean,
  reason?: string,
): Promise<SuspendResult> {
  const json = reason === undefined ? { suspended } : { suspended, reason }
  return parsed(
    http.put(`moderation/accounts/${encodeURIComponent(uid)}/suspended`, { json }),
    schemas().then((m) => m.SuspendResultSchema),
  )
}

export async function dismissReport(reportId: string): Promise<void> {
  await http.put(`moderation/reports/${encodeURIComponent(reportId)}/dismissed`)
}

export async function setCommentsEnabled(postId: string, enabled: boolean): Promise<boolean> {
  const answer = await parsed(
    http.put(`post/${encodeURIComponent(postId)}/comments-enabled`, { json: { enabled } }),
    schemas().then((m) => m.CommentsEnabledResultSchema),
  )
  return answer.enabled
}
