// The image host: uploads and the stored files: their rows of the route catalogue, which tests/setup/route-catalogue.ts
// gathers from every folder (ADR 0061): a representative request, what each caller gets.
import {
  type RouteSpec,
  asCaller,
  auth,
  everyone,
  signedIn,
  uploadBody,
} from '../../tests/setup/route-callers'

export const routes: Record<string, RouteSpec> = {
  'POST /api/images': {
    request: async (_w, as) => {
      const body = await uploadBody()
      return {
        method: 'POST',
        url: '/api/images?key=quill',
        payload: body.payload,
        headers: { ...body.headers, ...auth(as) },
      }
    },
    // Uploads need a verified email, as posting does (issue 11, item 6).
    expect: { ...signedIn(200), unverified: 403 },
  },
  'GET /images/:name': {
    request: asCaller('GET', (w) => `/images/${w.imageName}`),
    expect: everyone(200),
  },
}
