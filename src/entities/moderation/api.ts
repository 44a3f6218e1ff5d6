// Moderation's reads (ADR 0043): whether the reader moderates or is suspended, the open reports,
// the suspended accounts; never on the first load, imported when first used.
import type { ModerationMe, ModerationReport, Suspension } from '../../../contract/moderation'
import { http } from '../../lib/http'

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

export async function getSuspensions(signal?: AbortSignal): Promise<Suspension[]> {
  const [data, { SuspensionListSchema }] = await Promise.all([
    http.get('moderation/suspensions', { signal }).json(),
    schemas(),
  ])
  return SuspensionListSchema.parse(data)
}
