import type {
  ConfirmResult,
  DevMail,
  SubscribeInput,
  SubscriptionList,
  UnsubscribeResult,
} from '../../../contract/subscriptions'
import { http } from '../../lib/http'

/** The contract's schemas come in a chunk of their own, fetched beside the call (ADR 0018). */
const schemas = () => import('../../../contract/subscriptions')

/** Asks for a confirmation mail; answers what to tell the reader (the same whatever happened). */
export async function subscribe(input: SubscribeInput): Promise<string> {
  const [data, { SubscribeAcceptedSchema }] = await Promise.all([
    http.post('subscriptions', { json: input }).json(),
    schemas(),
  ])
  return SubscribeAcceptedSchema.parse(data).message
}

export async function confirmSubscription(token: string): Promise<ConfirmResult> {
  const [data, { ConfirmResultSchema }] = await Promise.all([
    http.post('subscriptions/confirm', { json: { token } }).json(),
    schemas(),
  ])
  return ConfirmResultSchema.parse(data)
}

export async function unsubscribeWithToken(token: string): Promise<UnsubscribeResult> {
  const [data, { UnsubscribeResultSchema }] = await Promise.all([
    http.post('subscriptions/unsubscribe', { searchParams: { token } }).json(),
    schemas(),
  ])
  return UnsubscribeResultSchema.parse(data)
}

export async function getSubscriptions(signal?: AbortSignal): Promise<SubscriptionList> {
  const [data, { SubscriptionListSchema }] = await Promise.all([
    http.get('subscriptions', { signal }).json(),
    schemas(),
  ])
  return SubscriptionListSchema.parse(data)
}

export async function deleteSubscription(subscriptionId: string): Promise<number> {
  const [data, { DeleteSubscriptionResultSchema }] = await Promise.all([
    http.delete(`subscriptions/${encodeURIComponent(subscriptionId)}`).json(),
    schemas(),
  ])
  return DeleteSubscriptionResultSchema.parse(data).deletedCount
}

/** Emulator mode's outbox of Quill's own mails (GET /api/dev/mail), newest first. */
export async function getDevMail(signal?: AbortSignal): Promise<DevMail[]> {
  const [data, { DevMailListSchema }] = await Promise.all([
    http.get('dev/mail', { signal }).json(),
    schemas(),
  ])
  return DevMailListSchema.parse(data)
}
