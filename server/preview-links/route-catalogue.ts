// Preview links: their rows of the route catalogue, which tests/setup/route-catalogue.ts gathers
// from every folder (ADR 0061): a representative request, what each caller gets.
import { PreviewLinkSchema } from '../../contract/preview-links'
import { type RouteSpec, type World, asCaller, everyone } from '../../tests/setup/route-callers'
import { bearer, publishPost } from '../../tests/setup/users'

/** A new draft of the world's owner. */
const ownersDraft = (w: World) =>
  publishPost(w.t, w.owner, { postTitle: 'Shared before it is out', status: 'draft' })

/** A draft of the owner's shared by a preview link: its token. */
async function sharedToken(w: World): Promise<string> {
  const draft = await ownersDraft(w)
  const res = await w.t.app.inject({
    method: 'PUT',
    url: `/api/post/${draft}/preview-link`,
    headers: bearer(w.owner),
  })
  if (res.statusCode !== 200) throw new Error(`could not share a draft: ${res.body}`)
  return PreviewLinkSchema.parse(res.json()).token
}

/** Its author, or an editor and up (ADR 0074); anyone else is refused, nobody asked to sign in. */
const authorOrEditor = (status: number): RouteSpec['expect'] => ({
  none: 401,
  other: 403,
  unverified: 403,
  contributor: 403,
  editor: status,
  administrator: status,
  owner: status,
})

export const routes: Record<string, RouteSpec> = {
  'GET /api/post/:postId/preview-link': {
    request: asCaller('GET', async (w) => `/api/post/${await ownersDraft(w)}/preview-link`),
    expect: authorOrEditor(200),
  },
  'PUT /api/post/:postId/preview-link': {
    request: asCaller('PUT', async (w) => `/api/post/${await ownersDraft(w)}/preview-link`),
    expect: authorOrEditor(200),
  },
  'DELETE /api/post/:postId/preview-link': {
    request: asCaller('DELETE', async (w) => `/api/post/${await ownersDraft(w)}/preview-link`),
    expect: authorOrEditor(200),
  },
  // The link is the key: whoever holds it reads the draft, signed in as anyone or not at all.
  'GET /api/preview-links/:token': {
    request: asCaller('GET', async (w) => `/api/preview-links/${await sharedToken(w)}`),
    expect: everyone(200),
  },
}
