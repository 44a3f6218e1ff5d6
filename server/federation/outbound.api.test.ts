// The federation behind the outbound guard (ADR 0054), against a hostile server on loopback:
// a key, an actor or an inbox named at a private address (in any spelling, or by a name that
// resolves there) gets no connection; an unsigned delivery is not walked; a 400 MB, dripping or
// looping answer is cut within its bounds and nothing large is kept.
import { generateCryptoKeyPair, signRequest } from '@fedify/fedify'
import { Temporal } from '@js-temporal/polyfill'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { remoteFollowMessages } from '../../contract/remote-follows'
import { type HostileServer, startHostileServer } from '../../tests/setup/hostile-server'
import { type TestApp, createTestApp, testDialects } from '../../tests/setup/server'
import { type Instance, eventually, imageOn, startInstance } from '../../tests/setup/two-instances'
import { type TestUser, bearer, createUser, publishPost } from '../../tests/setup/users'
import { outboundTesting } from '../outbound/guard'
import { giveHandle } from './federation-test-kit'
import { KV_VALUE_MAX_BYTES, databaseKvStore, sweepExpired } from './kv-store'

const keys = generateCryptoKeyPair('RSASSA-PKCS1-v1_5')

/** A Follow of the app's person, signed (HTTP Signatures) with a key at `keyId`. */
async function signedFollow(t: TestApp, uid: string, keyId: string, extra: object = {}) {
  const origin = t.config.publicUrl
  const body = JSON.stringify({
    '@context': 'https://www.w3.org/ns/activitystreams',
    id: `https://attacker.example/follows/${Math.random()}`,
    type: 'Follow',
    actor: keyId.replace(/#.*$/, ''),
    object: `${origin}/ap/users/${uid}`,
    ...extra,
  })
  const request = new Request(`${origin}/ap/inbox`, {
    method: 'POST',
    headers: { 'content-type': 'application/activity+json' },
    body,
  })
  const { privateKey } = await keys
  const signed = await signRequest(request, privateKey, new URL(keyId))
  const started = Date.now()
  const res = await t.app.inject({
    method: 'POST',
    url: '/ap/inbox',
    headers: Object.fromEntries(signed.headers),
    payload: body,
  })
  return { status: res.statusCode, ms: Date.now() - started }
}

describe.each(testDialects())('the outbound guard on %s', (dialect) => {
  let strict: TestApp
  let open: Instance
  let hostile: HostileServer
  let ada: TestUser
  let bea: TestUser

  beforeAll(async () => {
    hostile = await startHostileServer()
    // A server as it runs in public: no FEDERATION_ALLOW_PRIVATE.
    strict = await createTestApp(dialect, {
      RATE_LIMIT_FACTOR: '1000',
      FEDERATION_KEY: 'ab'.repeat(32),
    })
    // One that may reach loopback (as the two-instance tests do): to show what the bounds cut.
    open = await startInstance(dialect, '127.0.0.5')
    ada = await createUser(strict, { name: 'Ada Moreno' })
    bea = await createUser(open, { name: 'Bea Lind' })
    await giveHandle(strict, ada, 'ada')
    await giveHandle(open, bea, 'bea')
    // No DNS here answers these names: rebind.example is made to resolve to loopback.
    outboundTesting.resolve = async (name) =>
      name === 'rebind.example' ? [{ address: '127.0.0.1', family: 4 }] : []
  }, 60_000)
  afterAll(async () => {
    outboundTesting.resolve = undefined
    await open?.close()
    await strict?.close()
    await hostile?.close()
  })

  test('a key named at a private address, in any spelling or by name, is never fetched', async () => {
    const before = hostile.connections()
    for (const keyId of [
      `http://[::ffff:7f00:1]:${hostile.port}/key#main`,
      `http://[::ffff:127.0.0.1]:${hostile.port}/key#main`,
      `http://127.0.0.1:${hostile.port}/key#main`,
      `http://rebind.example:${hostile.port}/key#main`,
      'http://100.100.100.200/key#main',
    ]) {
      expect((await signedFollow(strict, ada.uid, keyId)).status, keyId).toBe(401)
    }
    expect(hostile.connections()).toBe(before)
  })

  test('an unsigned delivery is not walked: the key its Linked Data signature names is never fetched', async () => {
    const body = JSON.stringify({
      '@context': ['https://www.w3.org/ns/activitystreams', 'https://w3id.org/security/v1'],
      id: 'https://attacker.example/follows/ld',
      type: 'Follow',
      actor: `http://127.0.0.1:${hostile.port}/actor`,
      object: `${open.origin}/ap/users/${bea.uid}`,
      signature: {
        type: 'RsaSignature2017',
        creator: `http://127.0.0.1:${hostile.port}/ld-key#main`,
        created: new Date().toISOString(),
        signatureValue: 'AAAA',
      },
    })
    const res = await fetch(`${open.origin}/ap/inbox`, {
      method: 'POST',
      headers: { 'content-type': 'application/activity+json' },
      body,
    })
    expect(res.status).toBe(401)
    expect(hostile.requests('/ld-key')).toBe(0)
    expect(hostile.requests('/actor')).toBe(0)
  })

  test('following a name or an address that is not public is refused and connects nowhere', async () => {
    const before = hostile.connections()
    for (const handle of [`ada@rebind.example:${hostile.port}`, 'ada@100.100.100.200']) {
      const res = await strict.app.inject({
        method: 'POST',
        url: '/api/remote-follows',
        headers: bearer(ada),
        payload: { handle },
      })
      expect(res.statusCode, `${handle}: ${res.body}`).toBe(400)
      expect(res.json().error.fields).toEqual({ handle: remoteFollowMessages.notPublic })
    }
    expect(hostile.connections()).toBe(before)
  })

  test('a delivery to an inbox on a private address is never made (with FEDERATION_ALLOW_PRIVATE it is)', async () => {
    const follow = async (t: TestApp, uid: string, inboxPath: string) => {
      const actor = `https://attacker.example/users/${inboxPath}`
      await t.app.database.db
        .insertInto('remote_actors')
        .values({
          uri: actor,
          handle: `${inboxPath}@attacker.example`,
          name: 'Mallory',
          url: actor,
          inbox: `http://127.0.0.1:${hostile.port}/${inboxPath}`,
          shared_inbox: null,
          updated_at: new Date().toISOString(),
        })
        .execute()
      await t.app.database.db
        .insertInto('remote_followers')
        .values({ uid, actor_uri: actor, follow_id: `${actor}#f`, created_at: '2026-01-01' })
        .execute()
    }
    await follow(strict, ada.uid, 'inbox-strict')
    await follow(open, bea.uid, 'inbox-open')
    await publishPost(strict, ada)
    await publishPost(open, bea, { image: imageOn(open) })
    // The queue runs: the server that may reach loopback delivers…
    await eventually(async () => expect(hostile.requests('/inbox-open')).toBeGreaterThan(0))
    // …and the one that may not, given as long again, never connects.
    await new Promise((resolve) => setTimeout(resolve, 2_000))
    expect(hostile.requests('/inbox-strict')).toBe(0)
  }, 30_000)

  test('a 400 MB key is cut at its cap at once, and nothing large is kept', async () => {
    const heap = process.memoryUsage().heapUsed
    for (const path of ['/huge', '/huge?chunked']) {
      const { status, ms } = await signedFollow(
        open,
        bea.uid,
        `http://127.0.0.1:${hostile.port}${path}`,
      )
      expect(status).toBe(401)
      expect(ms).toBeLessThan(5_000)
    }
    expect(process.memoryUsage().heapUsed - heap).toBeLessThan(64 * 1024 * 1024)
    const rows = await open.app.database.db.selectFrom('federation_kv').select('value').execute()
    expect(Math.max(0, ...rows.map((row) => row.value.length))).toBeLessThan(KV_VALUE_MAX_BYTES)
  })

  test('a redirect loop ends after five redirects', async () => {
    const before = hostile.requests('/loop')
    expect(
      (await signedFollow(open, bea.uid, `http://127.0.0.1:${hostile.port}/loop`)).status,
    ).toBe(401)
    expect(hostile.requests('/loop') - before).toBeLessThanOrEqual(6)
  })

  test('the key–value store keeps nothing over its cap, and expired entries are swept', async () => {
    const { db } = open.app.database
    const kv = databaseKvStore(db)
    await expect(kv.set(['big'], 'x'.repeat(KV_VALUE_MAX_BYTES + 1))).rejects.toThrow(/not kept/)
    expect(await kv.get(['big'])).toBeUndefined()
    await kv.set(['soon'], 'gone', { ttl: Temporal.Duration.from({ seconds: 1 }) })
    await kv.set(['kept'], 'here')
    expect(await sweepExpired(db, new Date(Date.now() + 60_000))).toBeGreaterThanOrEqual(1)
    const left = await db.selectFrom('federation_kv').select('key').execute()
    expect(left.map((row) => row.key)).toContain(JSON.stringify(['kept']))
    expect(left.map((row) => row.key)).not.toContain(JSON.stringify(['soon']))
  })
})

// The bounds are the same whatever the database: this one takes ten seconds, so it runs once.
describe('a key server dripping a byte at a time', () => {
  let open: Instance
  let hostile: HostileServer
  let bea: TestUser
  beforeAll(async () => {
    hostile = await startHostileServer()
    open = await startInstance('sqlite', '127.0.0.5')
    bea = await createUser(open, { name: 'Bea Lind' })
    await giveHandle(open, bea, 'bea')
  }, 60_000)
  afterAll(async () => {
    await open?.close()
    await hostile?.close()
  })

  test('is cut at the ten seconds a document has', async () => {
    const { status, ms } = await signedFollow(
      open,
      bea.uid,
      `http://127.0.0.1:${hostile.port}/drip`,
    )
    expect(status).toBe(401)
    expect(ms).toBeGreaterThan(9_000)
    expect(ms).toBeLessThan(12_000)
  }, 30_000)
})
