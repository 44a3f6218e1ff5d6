// Quill's ActivityPub side on Fedify (issue 29, ADR 0048): each person with a handle is a
// `Person` at /ap/users/{uid}, found by WebFinger as acct:handle@host, with their key pairs, an
// outbox of their published posts as articles, and the server's NodeInfo. The actor's URL is
// the uid, stable when the handle changes; a person without a handle has no actor.
import fs from 'node:fs'
import path from 'node:path'
import {
  Article,
  type Context,
  Endpoints,
  type Federation,
  Image,
  Person,
  createFederation,
  parseSemVer,
} from '@fedify/fedify'
import type { FastifyBaseLogger } from 'fastify'
import { sql } from 'kysely'
import { siteUrls } from '../../contract/site-urls'
import { now } from '../clock'
import type { Db } from '../db/schema'
import { publishedCount } from '../findable/feed-queries'
import { textHtml } from './note-text'
import { actorKeyPairs } from './actor-keys'
import {
  OUTBOX_PAGE_SIZE,
  outboxCount,
  outboxPosts,
  postArticle,
  postCreate,
  publicPost,
} from './articles'
import type { JobQueue } from '../jobs/queue'
import { type Delivery, postDelivery } from './delivery'
import { type FollowedListener, listenToInbox } from './inbox'
import { actorProfile } from './local-actors'
import { jobMessageQueue } from './job-message-queue'
import type { KeyCipher } from './key-cipher'
import { databaseKvStore } from './kv-store'
import { documentLoaders } from './document-loaders'
import type { OutboundPolicy } from '../outbound/guard'
import { followerCount, followerRecipients } from './remote-actors'
import { projectRoot as root } from '../project-root'
import { readSettings } from '../site/site-repository'

const version = (
  JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string }
).version

export const ACTOR_PATH = '/ap/users/{identifier}'

export interface FederationOptions {
  db: Db
  jobs: JobQueue
  cipher: KeyCipher
  /** PUBLIC_URL: every URL Fedify makes is on it, whatever Host a request came with. */
  origin: string
  /** Host names whose servers are refused, lower case (BLOCKED_INSTANCES). */
  blockedInstances: readonly string[]
  /** Where the server may connect for others (FEDERATION_ALLOW_PRIVATE: loopback too). */
  outbound: OutboundPolicy
  log: FastifyBaseLogger
  /** Tells a person someone on another server follows them (their notifications). */
  onFollowed?: FollowedListener | undefined
}

export interface QuillFederation extends Delivery {
  federation: Federation<void>
  /** A context on PUBLIC_URL, for work outside a request (deliveries, following out). */
  context(): Context<void>
  /** Where the server may connect on others' behalf (ADR 0054). */
  outbound: OutboundPolicy
  /** Whether this URL's host (or one it is under) is in BLOCKED_INSTANCES. */
  isBlocked(url: URL | string): boolean
  /** Starts taking the queued deliveries; until `signal` aborts. */
  start(signal: AbortSignal): Promise<void>
}

/** A non-negative integer cursor, or null for anything else (a bad cursor is no page). */
function offsetOf(cursor: string): number | null {
  return /^\d{1,9}$/.test(cursor) ? Number(cursor) : null
}

/** A blocked instance and any host under it: `spam.example` also blocks `a.spam.example`. */
export function blockedBy(blocked: readonly string[]) {
  return (url: URL | string): boolean => {
    let host: string
    try {
      host = new URL(url).hostname.toLowerCase()
    } catch {
      return false
    }
    return blocked.some((name) => host === name || host.endsWith(`.${name}`))
  }
}

export function quillFederation(options: FederationOptions): QuillFederation {
  const { db, jobs, cipher, origin } = options
  const urls = siteUrls(origin)
  const queue = jobMessageQueue(jobs, cipher, options.outbound)
  // In the database (ADR 0049): shared by every instance, kept across restarts.
  const kv = databaseKvStore(db)
  const federation = createFederation<void>({
    kv,
    // Deliveries (and their fan-out to each follower's inbox) are jobs; received activities are
    // handled while the request waits, so a sender hears of a refusal.
    queue: { outbox: queue, fanout: queue },
    manuallyStartQueue: true,
    origin,
    // Every fetch Fedify makes for a document goes through the outbound guard (ADR 0054).
    ...documentLoaders({
      policy: options.outbound,
      kv,
      userAgent: { software: `Quill/${version}`, url: new URL(origin) },
    }),
    onOutboxError: (error, activity) =>
      options.log.warn(
        { err: error, activity: activity?.id?.href },
        'an ActivityPub delivery failed',
      ),
  })
  const isBlocked = blockedBy(options.blockedInstances)

  federation
    .setActorDispatcher(ACTOR_PATH, async (ctx, uid) => {
      const profile = await actorProfile(db, uid)
      if (!profile?.handle) return null
      const keys = await ctx.getActorKeyPairs(uid)
      return new Person({
        id: ctx.getActorUri(uid),
        preferredUsername: profile.handle,
        name: profile.display_name || profile.handle,
        summary: textHtml(profile.bio) || null,
        url: new URL(urls.handle(profile.handle)),
        icon: profile.photo_url
          ? new Image({ url: new URL(urls.absolute(profile.photo_url)) })
          : null,
        inbox: ctx.getInboxUri(uid),
        outbox: ctx.getOutboxUri(uid),
        followers: ctx.getFollowersUri(uid),
        endpoints: new Endpoints({ sharedInbox: ctx.getInboxUri() }),
        publicKey: keys[0]?.cryptographicKey ?? null,
        assertionMethods: keys.map((key) => key.multikey),
        manuallyApprovesFollowers: false,
        discoverable: true,
      })
    })
    .mapHandle(async (_ctx, handle) => {
      const row = await db
        .selectFrom('profiles')
        .select('uid')
        .where('handle', '=', handle.toLowerCase())
        .executeTakeFirst()
      return row?.uid ?? null
    })
    .setKeyPairsDispatcher(async (_ctx, uid) =>
      (await actorProfile(db, uid)) ? actorKeyPairs(db, cipher, uid, now) : [],
    )

  listenToInbox(federation.setInboxListeners('/ap/users/{identifier}/inbox', '/ap/inbox'), {
    db,
    isBlocked,
    log: options.log,
    onFollowed: options.onFollowed,
  })

  federation
    .setOutboxDispatcher('/ap/users/{identifier}/outbox', async (ctx, uid, cursor) => {
      if (cursor == null || !(await actorProfile(db, uid))) return null
      const offset = offsetOf(cursor)
      if (offset == null) return null
      const posts = await outboxPosts(db, uid, offset)
      const more = posts.length === OUTBOX_PAGE_SIZE
      return {
        items: posts.map((post) => postCreate(ctx, origin, post)),
        nextCursor: more ? String(offset + OUTBOX_PAGE_SIZE) : null,
      }
    })
    .setCounter(async (_ctx, uid) => ((await actorProfile(db, uid)) ? outboxCount(db, uid) : null))
    .setFirstCursor(async (_ctx, uid) => ((await actorProfile(db, uid)) ? '0' : null))

  // Followers on other servers (local followers are not actors of this collection): each with
  // its inbox and shared inbox, which is what delivery to 'followers' reads.
  federation
    .setFollowersDispatcher('/ap/users/{identifier}/followers', async (_ctx, uid) =>
      (await actorProfile(db, uid)) ? { items: await followerRecipients(db, uid) } : null,
    )
    .setCounter(async (_ctx, uid) =>
      (await actorProfile(db, uid)) ? followerCount(db, uid) : null,
    )

  federation.setObjectDispatcher(Article, '/ap/posts/{id}', async (ctx, { id }) => {
    const post = await publicPost(db, id)
    if (!post || !(await actorProfile(db, post.author_id))) return null
    return postArticle(ctx, origin, post)
  })

  federation.setNodeInfoDispatcher('/nodeinfo/2.1', async () => {
    const people = await db
      .selectFrom('profiles')
      .select(sql<number | string>`count(*)`.as('n'))
      .where('handle', 'is not', null)
      .executeTakeFirstOrThrow()
    const comments = await db
      .selectFrom('comments')
      .select(sql<number | string>`count(*)`.as('n'))
      .executeTakeFirstOrThrow()
    // The site's own name and words, where Mastodon and Misskey read them (ADR 0074).
    const settings = await readSettings(db)
    return {
      software: { name: 'quill', version: parseSemVer(version), homepage: new URL(urls.home) },
      protocols: ['activitypub'],
      openRegistrations: true,
      metadata: { nodeName: settings.title, nodeDescription: settings.description },
      usage: {
        users: { total: Number(people.n) },
        localPosts: await publishedCount(db),
        localComments: Number(comments.n),
      },
    }
  })

  const context = () => federation.createContext(new URL(origin), undefined)
  return {
    federation,
    context,
    outbound: options.outbound,
    isBlocked,
    ...postDelivery({
      db,
      context,
      hasActor: async (uid) => !!(await actorProfile(db, uid)),
      log: options.log,
    }),
    start: async (signal) => {
      // Not awaited: it runs until the signal aborts.
      void federation.startQueue(undefined, { signal })
    },
  }
}
