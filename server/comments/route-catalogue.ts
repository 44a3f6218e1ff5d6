// Comments: their rows of the route catalogue, which tests/setup/route-catalogue.ts
// gathers from every folder (ADR 0061): a representative request, what each caller gets.
import {
  type RouteSpec,
  auth,
  everyone,
  ownerOnly,
  signedIn,
  said,
} from '../../tests/setup/route-callers'
import { commentOn } from '../../tests/setup/users'

export const routes: Record<string, RouteSpec> = {
  'GET /api/comment/:postId': {
    request: async (w, as) => ({
      method: 'GET',
      url: `/api/comment/${w.postId}`,
      headers: auth(as),
    }),
    expect: everyone(200),
  },
  'POST /api/comment': {
    request: async (w, as) => ({
      method: 'POST',
      url: '/api/comment',
      headers: auth(as),
      payload: { postId: w.postId, comment: said('A matrix comment') },
    }),
    expect: signedIn(201),
  },
  'PUT /api/comment/:commentId': {
    // The owner's comment: only its author may edit it.
    request: async (w, as) => ({
      method: 'PUT',
      url: `/api/comment/${(await commentOn(w.t, w.owner, { postId: w.postId, comment: said('Mine') }))._id}`,
      headers: auth(as),
      payload: { comment: 'Edited in the matrix' },
    }),
    expect: ownerOnly(200),
  },
  'DELETE /api/comment/:commentId': {
    // The owner's comment on the owner's post: nobody else may delete it.
    request: async (w, as) => ({
      method: 'DELETE',
      url: `/api/comment/${(await commentOn(w.t, w.owner, { postId: w.postId, comment: said('Mine') }))._id}`,
      headers: auth(as),
    }),
    expect: ownerOnly(200),
  },
}
