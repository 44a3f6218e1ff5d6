// Posts by email: their rows of the route catalogue, which tests/setup/route-catalogue.ts
// gathers from every folder (ADR 0061): a representative request, what each caller gets.
import {
  type RouteSpec,
  asCaller,
  type World,
  auth,
  everyone,
  signedIn,
} from '../../tests/setup/route-callers'

/** A new confirmed subscription of the owner's address to the owner's posts; answers its id. */
async function ownerSubscription(w: World): Promise<string> {
  const at = new Date().toISOString()
  const id = `sub${Math.random().toString(36).slice(2, 12)}`
  // A fresh author each time: one row per (address, author).
  await w.t.app.database.db
    .insertInto('subscriptions')
    .values({
      id,
      email: w.owner.email.toLowerCase(),
      author_id: `author-${id}`,
      state: 'confirmed',
      requested_at: at,
      confirmed_at: at,
      updated_at: at,
    })
    .execute()
  return id
}

let subscriber = 0

export const routes: Record<string, RouteSpec> = {
  // Issue 24: posts by email. Subscribing, confirming and unsubscribing need no sign-in (the
  // signed token in the mail's link is the key); one's own list needs a verified address.
  'POST /api/subscriptions': {
    request: asCaller('POST', '/api/subscriptions', (w) => ({
      email: `matrix-${subscriber++}@example.org`,
      authorId: w.owner.uid,
    })),
    expect: everyone(202),
  },
  'POST /api/subscriptions/confirm': {
    request: async (w, as) => ({
      method: 'POST',
      url: '/api/subscriptions/confirm',
      headers: auth(as),
      payload: {
        token: w.t.app.mail.tokens.sign(
          'confirm',
          JSON.stringify({ email: w.owner.email.toLowerCase(), sentAt: new Date().toISOString() }),
        ),
      },
    }),
    expect: everyone(200),
  },
  'GET /api/subscriptions/unsubscribe': {
    request: asCaller(
      'GET',
      async (w) =>
        `/api/subscriptions/unsubscribe?token=${w.t.app.mail.tokens.sign('unsubscribe', await ownerSubscription(w))}`,
    ),
    expect: everyone(303),
  },
  'POST /api/subscriptions/unsubscribe': {
    request: async (w, as) => ({
      method: 'POST',
      url: `/api/subscriptions/unsubscribe?token=${w.t.app.mail.tokens.sign('unsubscribe', await ownerSubscription(w))}`,
      headers: { ...auth(as), 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    }),
    expect: everyone(200),
  },
  'GET /api/subscriptions': {
    request: asCaller('GET', '/api/subscriptions'),
    expect: { ...signedIn(200), unverified: 403 },
  },
  'DELETE /api/subscriptions/:subscriptionId': {
    // Someone else's subscription is answered as one that does not exist.
    request: asCaller('DELETE', async (w) => `/api/subscriptions/${await ownerSubscription(w)}`),
    expect: { none: 401, other: 404, unverified: 403, owner: 200 },
  },
}
