// The subscriptions' writes (api.ts has the reads the loaders need).
import type {
  ConfirmResult,
  SubscribeInput,
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

export async function deleteSubscription(subscriptionId: string): Promise<number> {
  const [data, { DeleteSubscriptionResultSchema }] = await Promise.all([
    http.delete(`subscriptions/${encodeURIComponent(subscriptionId)}`).json(),
    schemas(),
  ])
  return DeleteSubscriptionResultSchema.parse(data).deletedCount
}
