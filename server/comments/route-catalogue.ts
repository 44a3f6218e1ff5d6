// Comments: their rows of the route catalogue, which tests/setup/route-catalogue.ts
// gathers from every folder (ADR 0061): a representative request, what each caller gets.
import {
  type RouteSpec,
  asCaller,
  everyone,
  ownerOnly,
  signedIn,
  said,
} from '../../tests/setup/route-callers'
import { commentOn } from '../../tests/setup/users'

export const routes: Record<string, RouteSpec> = {
  'GET /api/comment/:postId': {
    request: asCaller('GET', (w) => `/api/comment/${w.postId}`),
    expect: everyone(200),
  },
  'POST /api/comment': {
    request: asCaller('POST', '/api/comment', (w) => ({
      postId: w.postId,
      comment: said('A matrix comment'),
    })),
    expect: signedIn(201),
  },
  'PUT /api/comment/:commentId': {
    // The owner's comment: only its author may edit it.
    request: asCaller(
      'PUT',
      async (w) =>
        `/api/comment/${(await commentOn(w.t, w.owner, { postId: w.postId, comment: said('Mine') }))._id}`,
      () => ({ comment: 'Edited in the matrix' }),
    ),
    expect: ownerOnly(200),
  },
  'DELETE /api/comment/:commentId': {
    // The owner's comment on the owner's post: nobody else may delete it.
    request: asCaller(
      'DELETE',
      async (w) =>
        `/api/comment/${(await commentOn(w.t, w.owner, { postId: w.postId, comment: said('Mine') }))._id}`,
    ),
    expect: ownerOnly(200),
  },
}
