// Decorates the app with Quill's ActivityPub side (issue 29, ADR 0048 and 0049): the Fedify
// federation (its routes are server/federation/root-routes.ts) and what the post routes call when a
// post goes out, changes or is taken back, so its author's followers on other servers hear of it.
// Deliveries run on the durable job queue; the queue starts with the app and stops before it.
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { type QuillFederation, quillFederation } from '../federation/federation'
import { defineFederationQueue } from '../federation/job-message-queue'
import { keyCipher, loadFederationKey } from '../federation/key-cipher'
import { sweepExpired } from '../federation/kv-store'
import { outboundPolicy } from '../outbound/guard'
import { announce } from '../events/announce'
import { noticeFollow } from '../follows/follow-repository'
import { now } from '../clock'

const KV_SWEEP_EVERY_MS = 5 * 60_000

declare module 'fastify' {
  interface FastifyInstance {
    federation: QuillFederation
  }
}

export default fp(
  async function federation(app: FastifyInstance) {
    const { config } = app
    await defineFederationQueue(app.jobs)
    const quill = quillFederation({
      db: app.database.db,
      jobs: app.jobs,
      cipher: keyCipher(loadFederationKey(config.federationKey, config.dataDir)),
      origin: config.publicUrl,
      blockedInstances: config.federation.blockedInstances,
      outbound: outboundPolicy(config.federation.allowPrivateAddress),
      log: app.log,
      // As a local follow does (follows/routes.ts): once per follower, to the email the identity
      // provider has (profiles hold none), the badge told at once.
      onFollowed: async (uid, follower) => {
        const account = await app.identity.account(uid)
        if (!account?.email) return
        const told = await noticeFollow(
          app.database.db,
          {
            authorId: uid,
            authorEmail: account.email,
            followerId: follower.id,
            followerName: follower.name,
          },
          now(),
        )
        if (told) await announce(app.notificationBus, app.log, [account.email])
      },
    })
    const stop = new AbortController()
    await quill.start(stop.signal)
    app.decorate('federation', quill)
    // Expired cache entries go, whether or not anyone asks for them again (ADR 0054).
    const sweep = () =>
      sweepExpired(app.database.db).catch((err: unknown) =>
        app.log.warn({ err }, 'expired federation cache entries were not swept'),
      )
    const sweeper = setInterval(sweep, KV_SWEEP_EVERY_MS)
    sweeper.unref()
    void sweep()
    app.addHook('preClose', async () => {
      clearInterval(sweeper)
      stop.abort()
    })
  },
  { name: 'federation', dependencies: ['config', 'database', 'jobs'] },
)
