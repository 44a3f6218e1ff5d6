// What the screens' loaders read: in the first bundle with the routes (ADR 0018), so kept to
// the reads; the writes are in actions.ts, fetched with the screens that make them.
import type { DevMail, SubscriptionList } from '../../../contract/subscriptions'
import { http } from '../../lib/http'

/** The contract's schemas come in a chunk of their own, fetched beside the call (ADR 0018). */
const schemas = () => import('../../../contract/subscriptions')

export async function getSubscriptions(signal?: AbortSignal): Promise<SubscriptionList> {
  const [data, { SubscriptionListSchema }] = await Promise.all([
    http.get('subscriptions', { signal }).json(),
    schemas(),
  ])
  return SubscriptionListSchema.parse(data)
}

/** Emulator mode's outbox of Quill's own mails (GET /api/dev/mail), newest first. */
export async function getDevMail(signal?: AbortSignal): Promise<DevMail[]> {
  const [data, { DevMailListSchema }] = await Promise.all([
    http.get('dev/mail', { signal }).json(),
    schemas(),
  ])
  return DevMailListSchema.parse(data)
}
