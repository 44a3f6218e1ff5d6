// Reports, moderators and an author's corner (issue 26 items 4–5): shared by the comments, the
// post page and the moderation screen; never on the first load, imported when first used.
import type {
  HiddenResult,
  ModerationMe,
  ModerationReport,
  NewReportInput,
  Report,
  SuspendResult,
  Suspension,
} from '../../../contract/moderation'
import { http } from '../http'

const schemas = () => import('../../../contract/moderation')

export async function getModerationMe(signal?: AbortSignal): Promise<ModerationMe> {
  const [data, { ModerationMeSchema }] = await Promise.all([
    http.get('moderation/me', { signal }).json(),
    schemas(),
  ])
  return ModerationMeSchema.parse(data)
}

export async function getOpenReports(signal?: AbortSignal): Promise<ModerationReport[]> {
  const [data, { ModerationReportListSchema }] = await Promise.all([
    http.get('moderation/reports', { signal }).json(),
    schemas(),
  ])
  return ModerationReportListSchema.parse(data)
}

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

export async function getSuspensions(signal?: AbortSignal): Promise<Suspension[]> {
  const [data, { SuspensionListSchema }] = await Promise.all([
    http.get('moderation/suspensions', { signal }).json(),
    schemas(),
  ])
  return SuspensionListSchema.parse(data)
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
