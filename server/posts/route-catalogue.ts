// Posts: reading, writing, the preview, and saved versions: their rows of the route catalogue, which tests/setup/route-catalogue.ts
// gathers from every folder (ADR 0061): a representative request, what each caller gets.
import {
  type RouteSpec,
  asCaller,
  type World,
  auth,
  everyone,
  ownerOnly,
  roleOnly,
  signedIn,
} from '../../tests/setup/route-callers'
import { bearer, postInput, publishPost } from '../../tests/setup/users'

/** The oldest saved version of the world's post. */
async function firstRevision(w: World): Promise<string> {
  const row = await w.t.app.database.db
    .selectFrom('post_revisions')
    .select('id')
    .where('post_id', '=', w.postId)
    .orderBy('created_at')
    .orderBy('id')
    .executeTakeFirstOrThrow()
  return row.id
}

/** A new draft of the world's contributor, submitted for review when `submitted`. */
async function contributorDraft(w: World, submitted: boolean): Promise<string> {
  const id = await publishPost(w.t, w.contributor, { postTitle: 'For review', status: 'draft' })
  if (submitted) {
    const res = await w.t.app.inject({
      method: 'POST',
      url: `/api/post/${id}/review`,
      headers: bearer(w.contributor),
    })
    if (res.statusCode !== 200) throw new Error(`could not submit a draft: ${res.body}`)
  }
  return id
}

export const routes: Record<string, RouteSpec> = {
  'GET /api/posts': {
    request: asCaller('GET', '/api/posts?limit=5'),
    expect: everyone(200),
  },
  'GET /api/tags': {
    request: asCaller('GET', '/api/tags'),
    expect: everyone(200),
  },
  'GET /api/post/:postId': {
    // A draft of the owner's: a published post is everyone's (posts.api.test.ts), a draft is
    // there for its author and the editors (who publish a contributor's), a 404 to anyone else.
    request: async (w, as) => {
      const draft = await publishPost(w.t, w.owner, { status: 'draft', postBody: '', image: '' })
      return { method: 'GET', url: `/api/post/${draft}`, headers: auth(as) }
    },
    expect: { none: 404, other: 404, unverified: 404, owner: 200, editor: 200, administrator: 200 },
  },
  'GET /api/userPost': {
    request: asCaller('GET', '/api/userPost'),
    expect: signedIn(200),
  },
  'POST /api/post': {
    request: asCaller('POST', '/api/post', () => postInput({ postTitle: 'Matrix post' })),
    // A contributor writes drafts only (ADR 0074).
    expect: { none: 401, other: 201, unverified: 403, owner: 201, contributor: 403 },
  },
  'POST /api/preview': {
    request: asCaller('POST', '/api/preview', () => ({ postBody: '# Matrix preview' })),
    expect: { none: 401, other: 200, unverified: 403, owner: 200 },
  },
  'PUT /api/updatePost/:postId': {
    request: asCaller(
      'PUT',
      (w) => `/api/updatePost/${w.postId}`,
      () => ({ postBody: { postTitle: 'Edited title', postBody: 'Edited body' } }),
    ),
    // An editor (and above) edits anyone's post.
    expect: { ...ownerOnly(200), editor: 200, administrator: 200 },
  },
  // A post's history (issue 27): its author's alone.
  'GET /api/post/:postId/revisions': {
    request: asCaller('GET', (w) => `/api/post/${w.postId}/revisions`),
    expect: ownerOnly(200),
  },
  'GET /api/post/:postId/revisions/:revisionId': {
    request: asCaller(
      'GET',
      async (w) => `/api/post/${w.postId}/revisions/${await firstRevision(w)}`,
    ),
    expect: ownerOnly(200),
  },
  'POST /api/post/:postId/revisions/:revisionId/restore': {
    request: asCaller(
      'POST',
      async (w) => `/api/post/${w.postId}/revisions/${await firstRevision(w)}/restore`,
    ),
    expect: ownerOnly(200),
  },
  'DELETE /api/deletePost/:postId': {
    request: asCaller(
      'DELETE',
      async (w) => `/api/deletePost/${await publishPost(w.t, w.owner, { postTitle: 'To delete' })}`,
    ),
    expect: ownerOnly(200),
  },
  // The review queue (ADR 0074, addendum): a contributor submits their own draft (anyone who
  // publishes their own posts needs no review: 403) and may withdraw it; the editors list and
  // send back.
  'POST /api/post/:postId/review': {
    request: asCaller('POST', async (w) => `/api/post/${await contributorDraft(w, false)}/review`),
    expect: { none: 401, other: 403, unverified: 403, owner: 403, contributor: 200 },
  },
  // Its author takes a waiting draft back, whatever their role; nobody else may.
  'DELETE /api/post/:postId/review': {
    request: asCaller('DELETE', async (w) => `/api/post/${await contributorDraft(w, true)}/review`),
    expect: {
      none: 401,
      other: 403,
      unverified: 403,
      contributor: 204,
      editor: 403,
      administrator: 403,
      owner: 403,
    },
  },
  'GET /api/reviews': {
    request: asCaller('GET', '/api/reviews'),
    expect: roleOnly('editor', 200),
  },
  'POST /api/post/:postId/review/return': {
    request: asCaller(
      'POST',
      async (w) => `/api/post/${await contributorDraft(w, true)}/review/return`,
      () => ({ note: 'Say more about the tide.' }),
    ),
    expect: roleOnly('editor', 200),
  },
}
