// The routes of issue 29's ActivityPub side (server/federation/routes.ts), for the route
// catalogue (route-catalogue.ts): public, the same for everyone, asked as a server asks.
import { ownerHandle } from './follow-routes'
import { type RouteSpec, type World, auth, everyone } from './route-callers'
import type { TestUser } from './users'

const AS = { accept: 'application/activity+json' }

/** A GET of the owner's actor path plus `suffix`, as an ActivityPub server asks. */
const ownActor = (suffix: string) => async (w: World, as: TestUser | undefined) => {
  await ownerHandle(w)
  return {
    method: 'GET' as const,
    url: `/ap/users/${w.owner.uid}${suffix}`,
    headers: { ...auth(as), ...AS },
  }
}

export const federationRoutes: Record<string, RouteSpec> = {
  'GET /.well-known/webfinger': {
    request: async (w, as) => {
      const host = new URL(w.t.config.publicUrl).host
      const resource = encodeURIComponent(`acct:${await ownerHandle(w)}@${host}`)
      return {
        method: 'GET',
        url: `/.well-known/webfinger?resource=${resource}`,
        headers: auth(as),
      }
    },
    expect: everyone(200),
  },
  'GET /.well-known/nodeinfo': {
    request: async (_w, as) => ({ method: 'GET', url: '/.well-known/nodeinfo', headers: auth(as) }),
    expect: everyone(200),
  },
  'GET /nodeinfo/2.1': {
    request: async (_w, as) => ({ method: 'GET', url: '/nodeinfo/2.1', headers: auth(as) }),
    expect: everyone(200),
  },
  'GET /ap/users/:identifier': { request: ownActor(''), expect: everyone(200) },
  'GET /ap/users/:identifier/outbox': { request: ownActor('/outbox'), expect: everyone(200) },
  'GET /ap/users/:identifier/followers': { request: ownActor('/followers'), expect: everyone(200) },
  'GET /ap/posts/:id': {
    request: async (w, as) => {
      await ownerHandle(w)
      return { method: 'GET', url: `/ap/posts/${w.postId}`, headers: { ...auth(as), ...AS } }
    },
    expect: everyone(200),
  },
}
