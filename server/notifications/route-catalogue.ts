// Notifications and their live stream: their rows of the route catalogue, which tests/setup/route-catalogue.ts
// gathers from every folder (ADR 0061): a representative request, what each caller gets.
import {
  type RouteSpec,
  asCaller,
  type World,
  ownerOnly,
  signedIn,
  said,
} from '../../tests/setup/route-callers'
import { commentOn } from '../../tests/setup/users'

/** A notification to the owner: someone else comments on the owner's post. */
async function notificationForOwner(w: World): Promise<string> {
  await commentOn(w.t, w.other, { postId: w.postId, comment: said('A comment that notifies') })
  const row = await w.t.app.database.db
    .selectFrom('notifications')
    .select('id')
    .where('recipient_email', '=', w.owner.email)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow()
  return row.id
}

export const routes: Record<string, RouteSpec> = {
  'GET /api/notification/:email': {
    request: asCaller('GET', (w) => `/api/notification/${encodeURIComponent(w.owner.email)}`),
    expect: ownerOnly(200),
  },
  'DELETE /api/notification/:notificationId': {
    request: asCaller('DELETE', async (w) => `/api/notification/${await notificationForOwner(w)}`),
    expect: ownerOnly(200),
  },
  'PUT /api/notification/:notificationId/read': {
    request: asCaller(
      'PUT',
      async (w) => `/api/notification/${await notificationForOwner(w)}/read`,
    ),
    // Someone else's notification is answered as one that does not exist (ADR 0015).
    expect: ownerOnly(200, 404),
  },
  'PUT /api/notifications/read': {
    request: asCaller('PUT', '/api/notifications/read'),
    expect: signedIn(200),
  },
  'GET /api/notification-events': {
    // An EventSource cannot send headers: the token is in the query.
    request: async (_w, as) => ({
      method: 'GET',
      url: `/api/notification-events${as ? `?token=${as.token}` : ''}`,
    }),
    expect: signedIn(200),
    stream: true,
  },
}
