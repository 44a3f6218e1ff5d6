// Issue 29 item 1 (ADR 0048): a person with a handle is an ActivityPub `Person`, found by
// WebFinger; their keys are made once and kept sealed; NodeInfo 2.1 describes the server.
import type { Multikey } from '@fedify/fedify'
import { Person } from '@fedify/fedify'
import { beforeAll, describe, expect, test } from 'vitest'
import { testDialects } from '../../tests/setup/server'
import { createUser, publishPost } from '../../tests/setup/users'
import { AS_ACCEPT, collect, getAs, giveHandle, offline } from './federation-test-kit'
import { federationKeyBytes, keyCipher } from './key-cipher'
import { appWithUsers, requestWith } from '../../tests/setup/suite'

const FEDERATION_KEY = 'ab'.repeat(32)

describe.each(testDialects())('ActivityPub actors on %s', (dialect) => {
  const suite = appWithUsers(dialect, { ada: 'Ada Moreno', nameless: {} }, { FEDERATION_KEY })
  const send = requestWith(suite)
  let host: string
  beforeAll(async () => {
    host = new URL(suite.t.config.publicUrl).host
    await giveHandle(suite.t, suite.ada, 'ada', {
      bio: 'Writes about <tides>.\n\nAnd boats.',
      photoURL: 'https://images.example/ada.webp',
    })
    await publishPost(suite.t, suite.ada)
  })

  const webfinger = (resource: string) =>
    offline(() => send('GET', `/.well-known/webfinger?resource=${encodeURIComponent(resource)}`))

  test('WebFinger finds acct:handle@host in any case: a JRD whose self link is the actor', async () => {
    for (const resource of [`acct:ada@${host}`, `acct:ADA@${host}`]) {
      const res = await webfinger(resource)
      expect(res.statusCode, res.body).toBe(200)
      expect(res.headers['content-type']).toMatch(/^application\/jrd\+json/)
      const jrd = res.json()
      expect(jrd.subject).toBe(`acct:${resource.slice(5, 8)}@${host}`)
      expect(jrd.links).toContainEqual({
        rel: 'self',
        href: `${suite.t.config.publicUrl}/ap/users/${suite.ada.uid}`,
        type: 'application/activity+json',
      })
      expect(jrd.links).toContainEqual({
        rel: 'http://webfinger.net/rel/profile-page',
        href: `${suite.t.config.publicUrl}/@ada`,
      })
    }
  })

  test('WebFinger: an unknown handle, another host, a person without a handle are 404', async () => {
    for (const resource of [
      `acct:nobody@${host}`,
      'acct:ada@elsewhere.example',
      `${suite.t.config.publicUrl}/ap/users/${suite.nameless.uid}`,
    ]) {
      const res = await webfinger(resource)
      expect(res.statusCode, resource).toBe(404)
      expect(res.json().error.code).toBe('not_found')
    }
  })

  test('WebFinger without a resource, or with one that is no URI, is 400', async () => {
    const missing = await send('GET', '/.well-known/webfinger')
    expect(missing.statusCode).toBe(400)
    expect((await webfinger('not a uri')).statusCode).toBe(400)
    // Hosts the URL parser cannot read are refused by the declared pattern, in the error shape;
    // one the pattern lets through (bad Punycode) is the 400 the description names.
    for (const host of ['3OquDy.5:6', 'a.0x5', '999.1.1.1', 'a..b']) {
      const res = await webfinger(`https://${host}/ap/users/x`)
      expect(res.statusCode, host).toBe(400)
      expect(res.json().error.code, host).toBe('validation_failed')
    }
    const punycode = await webfinger('https://xn--zz.example/ap/users/x')
    expect(punycode.statusCode).toBe(400)
    expect(punycode.json().error.message).toBe('Invalid resource URL.')
  })

  test('the actor is a Person with its boxes, keys, name, bio, icon and page', async () => {
    const json = await getAs(suite.t, `/ap/users/${suite.ada.uid}`)
    const person = await offline(() => Person.fromJsonLd(json))
    const actorUrl = `${suite.t.config.publicUrl}/ap/users/${suite.ada.uid}`
    expect(person.id?.href).toBe(actorUrl)
    expect(person.preferredUsername).toBe('ada')
    expect(person.name).toBe('Ada Moreno')
    expect(person.summary).toBe('<p>Writes about &lt;tides&gt;.</p><p>And boats.</p>')
    expect(person.url?.toString()).toBe(`${suite.t.config.publicUrl}/@ada`)
    expect(person.inboxId?.href).toBe(`${actorUrl}/inbox`)
    expect(person.outboxId?.href).toBe(`${actorUrl}/outbox`)
    expect(person.followersId?.href).toBe(`${actorUrl}/followers`)
    const icon = await offline(() => person.getIcon())
    expect(icon?.url?.toString()).toBe('https://images.example/ada.webp')
    const key = await offline(() => person.getPublicKey())
    expect(key?.ownerId?.href).toBe(actorUrl)
    expect(key?.publicKey?.algorithm.name).toBe('RSASSA-PKCS1-v1_5')
    const methods: Multikey[] = await offline(() => collect(person.getAssertionMethods()))
    expect(methods.map((m) => m.publicKey?.algorithm.name)).toEqual([
      'RSASSA-PKCS1-v1_5',
      'Ed25519',
    ])
  })

  test('a browser asking the actor for HTML is sent to the person’s page', async () => {
    const res = await send('GET', `/ap/users/${suite.ada.uid}`, {
      accept: 'text/html,application/xhtml+xml,*/*;q=0.8',
    })
    expect(res.statusCode).toBe(303)
    expect(res.headers.location).toBe('/@ada')
    expect(res.headers.vary).toMatch(/Accept/)
  })

  test('no actor for a person without a handle or an unknown uid', async () => {
    for (const uid of [suite.nameless.uid, 'no-such-uid']) {
      const res = await send('GET', `/ap/users/${uid}`, { accept: AS_ACCEPT })
      expect(res.statusCode, uid).toBe(404)
    }
  })

  test('the private keys are sealed at rest, open with the federation key, and match', async () => {
    const rows = await suite.t.app.database.db
      .selectFrom('actor_keys')
      .selectAll()
      .where('uid', '=', suite.ada.uid)
      .orderBy('kind')
      .execute()
    expect(rows.map((row) => row.kind)).toEqual(['ed25519', 'rsa'])
    const cipher = keyCipher(federationKeyBytes(FEDERATION_KEY))
    for (const row of rows) {
      const jwk = JSON.parse(cipher.open(row.private_jwk_encrypted)) as JsonWebKey
      expect(typeof jwk.d).toBe('string')
      expect(row.private_jwk_encrypted).not.toContain(jwk.d)
      expect(row.private_jwk_encrypted).not.toContain('"d"')
      expect(JSON.parse(row.public_jwk)).not.toHaveProperty('d')
      expect((JSON.parse(row.public_jwk) as JsonWebKey).x).toBe(jwk.x)
    }
    // Another key does not open them.
    const wrong = keyCipher(federationKeyBytes('cd'.repeat(32)))
    expect(() => wrong.open(rows[0]?.private_jwk_encrypted ?? '')).toThrow()
  })

  test('two first fetches at once make one key pair of each kind', async () => {
    const grace = await createUser(suite.t, { name: 'Grace Okafor' })
    await giveHandle(suite.t, grace, 'grace')
    const both = await Promise.all([
      getAs(suite.t, `/ap/users/${grace.uid}`),
      getAs(suite.t, `/ap/users/${grace.uid}`),
    ])
    const rows = await suite.t.app.database.db
      .selectFrom('actor_keys')
      .select('kind')
      .where('uid', '=', grace.uid)
      .execute()
    expect(rows.map((row) => row.kind).sort()).toEqual(['ed25519', 'rsa'])
    const keysOf = (json: Record<string, unknown>) => JSON.stringify(json.publicKey)
    expect(keysOf(both[0])).toBe(keysOf(both[1]))
  })

  test('NodeInfo 2.1: quill, ActivityPub, people with handles and published posts', async () => {
    const links = await send('GET', '/.well-known/nodeinfo')
    expect(links.statusCode).toBe(200)
    expect(links.json().links).toContainEqual({
      rel: 'http://nodeinfo.diaspora.software/ns/schema/2.1',
      href: `${suite.t.config.publicUrl}/nodeinfo/2.1`,
      type: 'application/json; profile="http://nodeinfo.diaspora.software/ns/schema/2.1#"',
    })
    const res = await send('GET', '/nodeinfo/2.1')
    expect(res.statusCode).toBe(200)
    const info = res.json()
    expect(info).toMatchObject({
      version: '2.1',
      software: { name: 'quill' },
      protocols: ['activitypub'],
      usage: { users: { total: expect.any(Number) }, localPosts: 1 },
      // The site's settings (ADR 0074): the defaults until it is named.
      metadata: { nodeName: 'Quill', nodeDescription: 'Quill: read and write blog posts' },
    })
    expect(info.usage.users.total).toBeGreaterThanOrEqual(1)
  })

  test('a header the Fetch API refuses (a NUL in it) is not handed to Fedify: no 500', async () => {
    // Found by the fuzz: an Authorization of `Basic x.\0` made `new Headers()` throw.
    const res = await send('GET', '/.well-known/nodeinfo', { authorization: 'Basic x.\u0000' })
    expect(res.statusCode).toBe(200)
    expect(res.json().links).toHaveLength(1)
  })

  test('a path no account could have (a NUL, a control character) names no actor: 404, no 500', async () => {
    // Found by the fuzz on PostgreSQL, which refuses a NUL in text.
    for (const id of ['%00', 'a%00b', '%1F']) {
      for (const path of ['', '/outbox', '/followers', '/outbox?cursor=0']) {
        const res = await send('GET', `/ap/users/${id}${path}`, {
          accept: 'application/activity+json',
        })
        expect(res.statusCode, `${id}${path}`).toBe(404)
      }
    }
  })
})
