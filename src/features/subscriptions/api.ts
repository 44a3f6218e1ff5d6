// What the screens' loaders read: in the first bundle with the routes (ADR 0018), so kept to
// the reads; the writes are in actions.ts, fetched with the screens that make them.
import type { DevMail, SubscriptionList } from '../../../contract/subscriptions'
import { http, parsed } from '../../lib/http'

/** The contract's schemas come in a chunk of their own, fetched beside the call (ADR 0018). */
const schemas = () => import('../../../contract/subscriptions')

export async function getSubscriptions(signal?: AbortSignal): Promise<SubscriptionList> {
  return parsed(
    http.get('subscriptions', { signal }),
    schemas().then((m) => m.SubscriptionListSchema),
  )
}

/** Emulator mode's outbox of Quill's own mails (GET /api/dev/mail), newest first. */
export async function getDevMail(signal?: AbortSignal): Promise<DevMail[]> {
  return parsed(
    http.get('dev/mail', { signal }),
    schemas().then((m) => m.DevMailListSchema),
  )
}
