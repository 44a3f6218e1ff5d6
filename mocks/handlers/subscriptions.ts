// Issue 24 in the mock: posts by email. No mail is sent here, so a subscription is confirmed at
// once; the answers are the server's (routes/subscriptions.ts).
import { HttpResponse, http } from 'msw'
import type { ErrorBody } from '../../contract/common'
import {
  type DevMail,
  type SubscriptionList,
  SubscribeInputSchema,
  subscriptionMessages,
} from '../../contract/subscriptions'
import { mockId, store } from '../store'
import { caller, invalid } from './request-checks'
import { API, errorResponse } from './shared'

export const handlers = [
  http.get<never, never, DevMail[]>(`${API}/dev/mail`, () => HttpResponse.json(store.devMail)),

  http.post<never, Record<string, unknown>, { message: string } | ErrorBody>(
    `${API}/subscriptions`,
    async ({ request }) => {
      const parsed = SubscribeInputSchema.safeParse(await request.json())
      if (!parsed.success) return invalid(parsed.error)
      const { email, authorId = null } = parsed.data
      const author = authorId ? store.profiles.get(authorId) : undefined
      if (authorId && !author && !store.posts.some((p) => p.authorId === authorId)) {
        return errorResponse(404, 'not_found', subscriptionMessages.authorNotFound)
      }
      if (!store.subscriptions.some((s) => s.email === email && s.authorId === authorId)) {
        store.subscriptions.push({
          id: mockId(),
          email,
          authorId,
          authorName: authorId
            ? (author?.displayName ??
              store.posts.find((p) => p.authorId === authorId)?.authorDisplayName ??
              null)
            : null,
          state: 'confirmed',
          createdAt: new Date().toISOString(),
        })
      }
      return HttpResponse.json({ message: subscriptionMessages.accepted }, { status: 202 })
    },
  ),

  http.get<never, never, SubscriptionList | ErrorBody>(`${API}/subscriptions`, ({ request }) => {
    const who = caller(request)
    if (!who.email) return who.response
    const email = who.email.toLowerCase()
    return HttpResponse.json({
      subscriptions: store.subscriptions
        .filter((s) => s.email === email)
        .toReversed()
        .map(({ email: _email, ...subscription }) => subscription),
      subscriberCount: store.subscriptions.filter((s) => s.authorId === who.uid).length,
    })
  }),

  http.delete<{ subscriptionId: string }, never, { deletedCount: number } | ErrorBody>(
    `${API}/subscriptions/:subscriptionId`,
    ({ request, params }) => {
      const who = caller(request)
      if (!who.email) return who.response
      const index = store.subscriptions.findIndex(
        (s) => s.id === params.subscriptionId && s.email === who.email?.toLowerCase(),
      )
      if (index < 0) return errorResponse(404, 'not_found', 'Subscription not found')
      store.subscriptions.splice(index, 1)
      return HttpResponse.json({ deletedCount: 1 })
    },
  ),
]
