// The routes of issue 28's statistics, for the route catalogue (route-catalogue.ts): the view
// beacon answers anyone alike; the statistics are the signed-in author's own.
import {
  type RouteSpec,
  asCaller,
  auth,
  everyone,
  ownerOnly,
  signedIn,
} from '../../tests/setup/route-callers'

export const routes: Record<string, RouteSpec> = {
  'POST /api/views': {
    request: async (w, as) => ({
      method: 'POST',
      url: '/api/views',
      headers: { ...auth(as), 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/131.0' },
      payload: { postId: w.postId, event: 'view', referrer: 'https://news.example/' },
    }),
    expect: everyone(202),
  },
  'GET /api/stats': {
    request: asCaller('GET', '/api/stats?days=7'),
    expect: signedIn(200),
  },
  'GET /api/stats/post/:postId': {
    request: asCaller('GET', (w) => `/api/stats/post/${w.postId}`),
    expect: ownerOnly(200),
  },
}
