// The routes of reports, moderators and an author's corner, for the route catalogue
// (route-catalogue.ts). The moderators are the site's editors and those above them (ADR 0074):
// the matrix asks every moderator's route as each role, as someone with none (another user), as
// an unverified account and as nobody. What the moderators' acts do to
// what others read (hidden, suspended, blocked) is server/moderation/moderation.api.test.ts's.
import { newId } from '../ids'
import {
  type RouteSpec,
  asCaller,
  type World,
  auth,
  ownerOnly,
  roleOnly,
  said,
  signedIn,
} from '../../tests/setup/route-callers'
import { commentOn, publishPost } from '../../tests/setup/users'

/**
 * A new comment of the owner's on the owner's post, written straight to the database: a report
 * needs a new target each time (one open per person and target), and the API's own limits on
 * posting are not what these rows are about.
 */
async function ownerComment(w: World): Promise<string> {
  const id = newId()
  await w.t.app.database.db
    .insertInto('comments')
    .values({
      id,
      post_id: w.postId,
      body: 'Reported in the matrix',
      user_email: w.owner.email,
      user_name: w.owner.name,
      user_id: w.owner.uid,
      created_at: new Date().toISOString(),
    })
    .execute()
  return id
}

/** A person nobody has seen write: a profile row alone, for a suspension to find. */
async function freshPerson(w: World): Promise<string> {
  const uid = `person-${newId()}`
  await w.t.app.database.db
    .insertInto('profiles')
    .values({ uid, display_name: 'Someone', photo_url: '', updated_at: new Date().toISOString() })
    .execute()
  return uid
}

export const routes: Record<string, RouteSpec> = {
  'GET /api/moderation/me': {
    request: asCaller('GET', '/api/moderation/me'),
    expect: signedIn(200),
  },
  'POST /api/reports': {
    // A new comment of the owner's each time: one open report per person and target. The owner
    // cannot report what they wrote (400).
    request: asCaller('POST', '/api/reports', async (w) => ({
      targetType: 'comment',
      targetId: await ownerComment(w),
      reason: 'Spam',
    })),
    expect: { none: 401, other: 201, unverified: 201, owner: 400 },
  },
  'GET /api/moderation/reports': {
    request: asCaller('GET', '/api/moderation/reports'),
    expect: roleOnly('editor', 200),
  },
  'GET /api/moderation/suspensions': {
    request: asCaller('GET', '/api/moderation/suspensions'),
    expect: roleOnly('editor', 200),
  },
  'PUT /api/moderation/reports/:id/dismissed': {
    // A new open report by the other user of a new comment of the owner's.
    request: async (w, as) => {
      const id = newId()
      const commentId = await ownerComment(w)
      await w.t.app.database.db
        .insertInto('reports')
        .values({
          id,
          reporter_id: w.other.uid,
          reporter_email: w.other.email,
          target_type: 'comment',
          target_id: commentId,
          reason: 'Matrix',
          state: 'open',
          created_at: new Date().toISOString(),
          handled_at: null,
          handled_by: null,
          outcome: null,
        })
        .execute()
      return { method: 'PUT', url: `/api/moderation/reports/${id}/dismissed`, headers: auth(as) }
    },
    expect: roleOnly('editor', 200),
  },
  'PUT /api/post/:postId/hidden': {
    // A new post of the owner's each time: the fuzz flips `hidden`, and a hidden world post would
    // answer 404 to every route that comments on it.
    request: asCaller(
      'PUT',
      async (w) =>
        `/api/post/${await publishPost(w.t, w.owner, { postTitle: said('Hidden or not') })}/hidden`,
      () => ({ hidden: false }),
    ),
    expect: roleOnly('editor', 200),
  },
  'PUT /api/comment/:commentId/hidden': {
    // The other user's comment on the owner's post: its writer may not hide it, the post's
    // author (and moderator) may.
    request: asCaller(
      'PUT',
      async (w) =>
        `/api/comment/${(await commentOn(w.t, w.other, { postId: w.postId, comment: said('Theirs') }))._id}/hidden`,
      () => ({ hidden: true }),
    ),
    expect: { ...ownerOnly(200), editor: 200, administrator: 200 },
  },
  'PUT /api/moderation/accounts/:uid/suspended': {
    // Lifting a suspension nobody has, of a new person each time: the fuzz flips `suspended`, and
    // the world's users must keep writing.
    request: asCaller(
      'PUT',
      async (w) => `/api/moderation/accounts/${await freshPerson(w)}/suspended`,
      () => ({
        suspended: false,
      }),
    ),
    expect: roleOnly('editor', 200),
  },
  'PUT /api/post/:postId/comments-enabled': {
    // A new post each time: the fuzz flips `enabled`, and the world's post must stay open.
    request: asCaller(
      'PUT',
      async (w) =>
        `/api/post/${await publishPost(w.t, w.owner, { postTitle: said('Open or closed') })}/comments-enabled`,
      () => ({ enabled: true }),
    ),
    expect: ownerOnly(200),
  },
}
