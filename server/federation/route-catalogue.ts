// The routes of issue 29's ActivityPub side (server/federation/root-routes.ts), for the route
// catalogue (route-catalogue.ts): public, the same for everyone, asked as a server asks.
import { ownerHandle } from '../follows/route-catalogue'
import { remoteFollowRoutes } from './remote-follow-catalogue'
import {
  type RouteSpec,
  asCaller,
  type World,
  auth,
  everyone,
} from '../../tests/setup/route-callers'
import type { TestUser } from '../../tests/setup/users'

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

/**
 * A POST to an inbox of a well-formed Like of the world's post, unsigned: nobody's bearer token
 * signs an activity, so it is 401 for every caller and nothing is kept (ADR 0049).
 */
const unsignedDelivery =
  (path: (w: World) => string) => async (w: World, as: TestUser | undefined) => {
    await ownerHandle(w)
    // The owner's key pair is made the first time anything asks for their actor (here Fedify,
    // checking a person's inbox has an owner): made first, so "a refusal changes nothing"
    // compares the delivery's own effect, not that lazily made key.
    await w.t.app.federation.context().getActorKeyPairs(w.owner.uid)
    const origin = w.t.config.publicUrl
    return {
      method: 'POST' as const,
      url: path(w),
      headers: { ...auth(as), 'content-type': 'application/activity+json' },
      payload: JSON.stringify({
        '@context': 'https://www.w3.org/ns/activitystreams',
        id: 'https://remote.example/likes/1',
        type: 'Like',
        actor: 'https://remote.example/users/mallory',
        object: `${origin}/ap/posts/${w.postId}`,
      }),
    }
  }

export const routes: Record<string, RouteSpec> = {
  'POST /ap/inbox': { request: unsignedDelivery(() => '/ap/inbox'), expect: everyone(401) },
  'POST /ap/users/:identifier/inbox': {
    request: unsignedDelivery((w) => `/ap/users/${w.owner.uid}/inbox`),
    expect: everyone(401),
  },
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
    request: asCaller('GET', '/.well-known/nodeinfo'),
    expect: everyone(200),
  },
  'GET /nodeinfo/2.1': {
    request: asCaller('GET', '/nodeinfo/2.1'),
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
  // Following people on other servers: the API's side (remote-follow-catalogue.ts).
  ...remoteFollowRoutes,
}
