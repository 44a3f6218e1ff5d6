// Moderation's reads (ADR 0043): whether the reader moderates or is suspended, the open reports,
// the suspended accounts; never on the first load, imported when first used.
import type { ModerationMe, ModerationReport, Suspension } from '../../../contract/moderation'
import { http, parsed } from '../../lib/http'

const schemas = () => import('../../../contract/moderation')

export async function getModerationMe(signal?: AbortSignal): Promise<ModerationMe> {
  return parsed(
    http.get('moderation/me', { signal }),
    schemas().then((m) => m.ModerationMeSchema),
  )
}

export async function getOpenReports(signal?: AbortSignal): Promise<ModerationReport[]> {
  return parsed(
    http.get('moderation/reports', { signal }),
    schemas().then((m) => m.ModerationReportListSchema),
  )
}

export async function getSuspensions(signal?: AbortSignal): Promise<Suspension[]> {
  return parsed(
    http.get('moderation/suspensions', { signal }),
    schemas().then((m) => m.SuspensionListSchema),
  )
}
