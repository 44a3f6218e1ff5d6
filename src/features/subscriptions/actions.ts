// The subscriptions' writes (api.ts has the reads the loaders need).
import type {
  ConfirmResult,
  SubscribeInput,
  UnsubscribeResult,
} from '../../../contract/subscriptions'
import { http, parsed } from '../../lib/http'

/** The contract's schemas come in a chunk of their own, fetched beside the call (ADR 0018). */
const schemas = () => import('../../../contract/subscriptions')

/** Asks for a confirmation mail; answers what to tell the reader (the same whatever happened). */
export async function subscribe(input: SubscribeInput): Promise<string> {
  const answer = await parsed(
    http.post('subscriptions', { json: input }),
    schemas().then((m) => m.SubscribeAcceptedSchema),
  )
  return answer.message
}

export async function confirmSubscription(token: string): Promise<ConfirmResult> {
  return parsed(
    http.post('subscriptions/confirm', { json: { token } }),
    schemas().then((m) => m.ConfirmResultSchema),
  )
}

export async function unsubscribeWithToken(token: string): Promise<UnsubscribeResult> {
  return parsed(
    http.post('subscriptions/unsubscribe', { searchParams: { token } }),
    schemas().then((m) => m.UnsubscribeResultSchema),
  )
}

export async function deleteSubscription(subscriptionId: string): Promise<number> {
  const answer = await parsed(
    http.delete(`subscriptions/${encodeURIComponent(subscriptionId)}`),
    schemas().then((m) => m.DeleteSubscriptionResultSchema),
  )
  return answer.deletedCount
}
