// The service's health (GET /api/health) for the status screen: the database and the identity
// provider, each working or not. The server answers 503 with the same body when one is down.
import type { Health } from '../../../contract/health'
import { http, parsed } from '../../lib/http'

export async function getHealth(signal?: AbortSignal): Promise<Health> {
  // The schema comes with the call, not on the first load (docs/decisions/0018).
  return parsed(
    http.get('health', { signal, throwHttpErrors: false, retry: 0 }),
    import('../../../contract/health').then((m) => m.HealthSchema),
  )
}
