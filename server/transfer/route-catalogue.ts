// The export and import routes of issue 27 item 5, for the route catalogue (route-catalogue.ts):
// the export is anyone's own (signed in); the import needs a verified email, as posting does.
import { asCaller, auth, type RouteSpec, signedIn } from '../../tests/setup/route-callers'

function importBody(): { payload: Buffer; headers: Record<string, string> } {
  const boundary = 'quill-catalogue'
  const payload = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="catalogue.md"\r\n` +
      'Content-Type: text/markdown\r\n\r\n---\ntitle: Catalogue import\n---\nText.\r\n' +
      `--${boundary}--\r\n`,
  )
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
}

export const routes: Record<string, RouteSpec> = {
  'GET /api/export': {
    request: asCaller('GET', '/api/export'),
    expect: signedIn(200),
  },
  'POST /api/import': {
    request: async (_w, as) => {
      const body = importBody()
      return {
        method: 'POST',
        url: '/api/import',
        payload: body.payload,
        headers: { ...body.headers, ...auth(as) },
      }
    },
    expect: { ...signedIn(200), unverified: 403 },
  },
}
