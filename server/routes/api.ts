// The API: every route under /api, registered by app.ts with `prefix: '/api'`. Encapsulated
// like any route plugin, and named with the plugins its routes use, so registering it before
// one of them stops the start-up with an error that names both.
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import comments from './comments'
import devMailbox from './dev-mailbox'
import follows from './follows'
import health from './health'
import images from './images'
import notificationEvents from './notification-events'
import notifications from './notifications'
import openapi from './openapi'
import postWrites from './post-writes'
import posts from './posts'
import social from './social'
import blocks from './blocks'
import moderation from './moderation'
import bookmarks from './bookmarks'
import revisions from './revisions'
import stats from './stats'
import subscriptions from './subscriptions'
import preview from './preview'
import remoteFollows from './remote-follows'
import remotePosts from './remote-posts'
import search from './search'
import people from './people'
import token from './token'
import transfer from './transfer'

async function api(app: FastifyInstance) {
  await app.register(health)
  await app.register(openapi)
  await app.register(token)
  await app.register(posts)
  await app.register(search)
  await app.register(people)
  await app.register(postWrites)
  await app.register(preview)
  await app.register(comments)
  await app.register(social)
  await app.register(bookmarks)
  await app.register(revisions)
  await app.register(stats)
  await app.register(blocks)
  await app.register(moderation)
  await app.register(follows)
  await app.register(remoteFollows)
  await app.register(remotePosts)
  await app.register(subscriptions)
  await app.register(notifications)
  await app.register(notificationEvents)
  await app.register(images)
  await app.register(transfer)
  // The emulator's outbox is a local developer's convenience; a real project has real email.
  if (app.identity.mode === 'emulator') await app.register(devMailbox)
}

export default fp(api, {
  name: 'api',
  encapsulate: true,
  dependencies: [
    'config',
    'database',
    'identity',
    'auth',
    'notification-bus',
    'rate-limit',
    'openapi',
    'image-store',
    'mail',
    'stats',
    'federation',
  ],
})
