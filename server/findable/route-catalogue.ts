// Feeds, the sitemap and robots.txt: their rows of the route catalogue, which tests/setup/route-catalogue.ts
// gathers from every folder (ADR 0061): a representative request, what each caller gets.
import { type RouteSpec, asCaller, auth, everyone } from '../../tests/setup/route-callers'
import { publishPost } from '../../tests/setup/users'

export const routes: Record<string, RouteSpec> = {
  // Issue 15: feeds, sitemap and robots.txt, public and the same for everyone.
  'GET /rss.xml': {
    request: asCaller('GET', '/rss.xml'),
    expect: everyone(200),
  },
  'GET /tag/:tag/rss.xml': {
    request: async (w, as) => {
      await publishPost(w.t, w.owner, { tags: ['catalogue'] })
      return { method: 'GET', url: '/tag/catalogue/rss.xml', headers: auth(as) }
    },
    expect: everyone(200),
  },
  'GET /author/:authorId/rss.xml': {
    request: asCaller('GET', (w) => `/author/${w.owner.uid}/rss.xml`),
    expect: everyone(200),
  },
  'GET /sitemap.xml': {
    request: asCaller('GET', '/sitemap.xml'),
    expect: everyone(200),
  },
  'GET /sitemap/:part': {
    // A part exists only past 50,000 URLs: with fewer, every part is a 404.
    request: asCaller('GET', '/sitemap/1.xml'),
    expect: everyone(404),
  },
  'GET /robots.txt': {
    request: asCaller('GET', '/robots.txt'),
    expect: everyone(200),
  },
}
