// The site's routes for the route catalogue (tests/setup/route-catalogue.ts): the world's owner
// owns the site, so setup is refused to everyone, and each staff route is asked as each role.
import { DEFAULT_SITE_SETTINGS } from '../../contract/site'
import { newId } from '../ids'
import {
  type RouteSpec,
  type World,
  asCaller,
  everyone,
  roleOnly,
  signedIn,
} from '../../tests/setup/route-callers'
import './tables'

/** A new contributor on the staff, straight in the database: a role change needs its own. */
async function freshStaff(w: World): Promise<string> {
  const uid = `staff-${newId()}`
  await w.t.app.database.db
    .insertInto('staff')
    .values({
      uid,
      email: `${uid.toLowerCase()}@quill.test`,
      role: 'contributor',
      created_at: new Date().toISOString(),
      added_by: null,
    })
    .execute()
  return uid
}

/** A new invitation for `email`, straight in the database; answers its id. */
async function freshInvitation(w: World, email = `invited-${newId().toLowerCase()}@quill.test`) {
  const id = newId()
  const at = new Date()
  await w.t.app.database.db
    .insertInto('staff_invitations')
    .values({
      id,
      email,
      role: 'editor',
      invited_by: w.owner.uid,
      created_at: at.toISOString(),
      expires_at: new Date(at.getTime() + 3600_000).toISOString(),
      accepted_at: null,
      accepted_by: null,
      revoked_at: null,
    })
    .execute()
  return id
}

export const routes: Record<string, RouteSpec> = {
  'POST /api/site/invitations': {
    request: asCaller('POST', '/api/site/invitations', () => ({
      email: `invited-${newId().toLowerCase()}@quill.test`,
      role: 'contributor',
    })),
    expect: roleOnly('administrator', 201),
  },
  'GET /api/site/invitations': {
    request: asCaller('GET', '/api/site/invitations'),
    expect: roleOnly('administrator', 200),
  },
  'DELETE /api/site/invitations/:id': {
    request: asCaller('DELETE', async (w) => `/api/site/invitations/${await freshInvitation(w)}`),
    expect: roleOnly('administrator', 204),
  },
  'POST /api/site/invitations/accept': {
    // An invitation for the owner's address: the owner keeps the site (409); anyone else signed
    // in is not the one it was sent to (403).
    request: asCaller('POST', '/api/site/invitations/accept', async (w) => ({
      token: w.t.app.mail.tokens.sign('invitation', await freshInvitation(w, w.owner.email)),
    })),
    expect: { none: 401, other: 403, unverified: 403, owner: 409 },
  },
  'GET /api/site': {
    request: asCaller('GET', '/api/site'),
    expect: everyone(200),
  },
  'GET /manifest.webmanifest': {
    request: asCaller('GET', '/manifest.webmanifest'),
    expect: everyone(200),
  },
  'GET /language': {
    request: asCaller('GET', '/language?set=fr&back=/about'),
    expect: everyone(303),
  },
  'GET /site-icons/:file': {
    // Only the current icon's files exist, and a fresh site has no icon of its own.
    request: asCaller('GET', '/site-icons/none-32.png'),
    expect: everyone(404),
  },
  'GET /api/site/me': {
    request: asCaller('GET', '/api/site/me'),
    expect: signedIn(200),
  },
  'POST /api/site/setup': {
    request: asCaller('POST', '/api/site/setup', () => ({
      title: 'Field Notes',
      description: '',
      language: 'en',
      timeZone: 'UTC',
    })),
    // Owned already: a verified caller is told so (409).
    expect: { none: 401, other: 409, unverified: 403, owner: 409 },
  },
  'PUT /api/site/settings': {
    request: asCaller('PUT', '/api/site/settings', () => ({ ...DEFAULT_SITE_SETTINGS })),
    expect: roleOnly('administrator', 200),
  },
  'GET /api/site/staff': {
    request: asCaller('GET', '/api/site/staff'),
    expect: roleOnly('administrator', 200),
  },
  'PUT /api/site/staff/:uid': {
    request: asCaller(
      'PUT',
      async (w) => `/api/site/staff/${await freshStaff(w)}`,
      () => ({ role: 'author' }),
    ),
    expect: roleOnly('administrator', 200),
  },
  'DELETE /api/site/staff/:uid': {
    request: asCaller('DELETE', async (w) => `/api/site/staff/${await freshStaff(w)}`),
    expect: roleOnly('administrator', 204),
  },
  'PUT /api/site/owner': {
    // To someone who is not an administrator (400): handing the world's site over would change
    // who every other row is asked as.
    request: asCaller('PUT', '/api/site/owner', (w) => ({ uid: w.other.uid })),
    expect: roleOnly('owner', 400),
  },
  'GET /api/site/audit': {
    request: asCaller('GET', '/api/site/audit'),
    expect: roleOnly('administrator', 200),
  },
}
