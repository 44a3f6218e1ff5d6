// Moderation's writes (ADR 0043): report, hide, suspend, dismiss, comments on/off. Its reads are
// the moderation entity's (src/entities/moderation); both come in the moderation chunk.
import type {
  HiddenResult,
  NewReportInput,
  Report,
  SuspendResult,
} from '../../../contract/moderation'
import { http } from '../../lib/http'

const schemas = () => import('../../../contract/moderation')

export async function sendReport(input: NewReportInput): Promise<Report> {
  const [data, { ReportSchema }] = await Promise.all([
    http.post('reports', { json: input }).json(),
    schemas(),
  ])
  return ReportSchema.parse(data)
}

export async function setHidden(
  target: { type: 'post' | 'comment'; id: string },
  hidden: boolean,
): Promise<HiddenResult> {
  const path = `${target.type}/${encodeURIComponent(target.id)}/hidden`
  const [data, { HiddenResultSchema }] = await Promise.all([
    http.put(path, { json: { hidden } }).json(),
    schemas(),
  ])
  return HiddenResultSchema.parse(data)
}

/** Suspends (saying why) or lifts a suspension. */
export async function setSuspended(
  uid: string,
  suspended: boolean,
  reason?: string,
): Promise<SuspendResult> {
  const json = reason === undefined ? { suspended } : { suspended, reason }
  const [data, { SuspendResultSchema }] = await Promise.all([
    http.put(`moderation/accounts/${encodeURIComponent(uid)}/suspended`, { json }).json(),
    schemas(),
  ])
  return SuspendResultSchema.parse(data)
}

export async function dismissReport(reportId: string): Promise<void> {
  await http.put(`moderation/reports/${encodeURIComponent(reportId)}/dismissed`)
}

export async function setCommentsEnabled(postId: string, enabled: boolean): Promise<boolean> {
  const [data, { CommentsEnabledResultSchema }] = await Promise.all([
    http.put(`post/${encodeURIComponent(postId)}/comments-enabled`, { json: { enabled } }).json(),
    schemas(),
  ])
  return CommentsEnabledResultSchema.parse(data).enabled
}
