// Emulator mode's outbox, read through the server (GET /api/dev/oob-codes).
import type { OobCode } from '../../../contract/dev-mailbox'
import { http, parsed } from '../../lib/http'

export async function getOobCodes(signal?: AbortSignal): Promise<OobCode[]> {
  // The schema comes with the call, not on the first load (docs/decisions/0018).
  return parsed(
    http.get('dev/oob-codes', { signal }),
    import('../../../contract/dev-mailbox').then((m) => m.OobCodeListSchema),
  )
}
