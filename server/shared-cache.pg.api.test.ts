// A real reverse proxy (nginx, started here on loopback: tests/setup/nginx.ts) in front of two
// Quill instances on one PostgreSQL database, as docs/scaling.md draws the deployment. The app's
// Cache-Control lets it keep anonymous reads (server/cache-policy.ts); it must never keep or
// serve a signed-in one; a write is seen through it within the stated window (twice
// SHARED_CACHE_SECONDS). Runs when TEST_DATABASE_URL is set, as CI does (with nginx installed).
import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { PostListSchema } from '../contract/posts'
import { type Proxy, startNginx } from '../tests/setup/nginx'
import type { TestApp } from '../tests/setup/server'
import { twoOnOnePostgres } from '../tests/setup/one-postgres'
import { accountToken, postInput } from '../tests/setup/users'

const SHARED_SECONDS = 1

describe('a shared cache in front of two instances', () => {
  let a: TestApp
  let b: TestApp
  let proxy: Proxy
  let token = ''
  beforeAll(async () => {
    ;[a, b] = await twoOnOnePostgres({
      RATE_LIMIT_FACTOR: '1000',
      SHARED_CACHE_SECONDS: String(SHARED_SECONDS),
      // Behind the proxy, which says who the client is.
      TRUST_PROXY: 'true',
    })
    const upstreams = await Promise.all(
      [a, b].map(async (t) => new URL(await t.app.listen({ host: '127.0.0.1', port: 0 })).host),
    )
    proxy = await startNginx(upstreams)
    token = (await accountToken(a, { name: 'Proxied' })).token
  })
  afterAll(async () => {
    await proxy?.close()
    await b?.close()
    await a?.close()
  })

  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${proxy.url}${path}`, { headers: { 'accept-encoding': 'br, gzip', ...headers } })

  async function publish(title: string) {
    const res = await fetch(`${proxy.url}/api/post`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(postInput({ postTitle: title })),
    })
    expect(res.status).toBe(201)
  }

  test('anonymous reads are served from the proxy, with the policy that allows it', async () => {
    await publish(`Cached ${randomBytes(3).toString('hex')}`)
    const first = await get('/api/posts')
    expect(first.status).toBe(200)
    expect(first.headers.get('cache-control')).toBe(
      `public, max-age=0, s-maxage=${SHARED_SECONDS}, stale-while-revalidate=${SHARED_SECONDS}`,
    )
    expect(first.headers.get('vary')).toMatch(/Authorization/)
    const again = await get('/api/posts')
    expect(again.headers.get('x-cache-status')).toBe('HIT')
    expect(await again.text()).toBe(await (await get('/api/posts')).text())
  })

  test('a signed-in answer is never kept nor served from the cache', async () => {
    const auth = { authorization: `Bearer ${token}` }
    // An anonymous copy is in the cache...
    await get('/api/posts')
    await get('/api/posts')
    for (let i = 0; i < 3; i++) {
      const mine = await get('/api/posts', auth)
      expect(mine.status).toBe(200)
      // ...and a signed-in request never gets it, nor leaves its own behind.
      expect(mine.headers.get('x-cache-status')).toBe('BYPASS')
      expect(mine.headers.get('cache-control')).toBe('private, no-cache')
    }
    const anonymous = await get('/api/posts')
    expect(anonymous.headers.get('cache-control')).toMatch(/^public/)
  })

  test('a write is seen through the proxy within twice SHARED_CACHE_SECONDS', async () => {
    // The feed is in the cache.
    await get('/api/posts')
    await get('/api/posts')
    const title = `Fresh ${randomBytes(3).toString('hex')}`
    await publish(title)
    const written = Date.now()
    let seenAfter = -1
    while (Date.now() - written < 2 * SHARED_SECONDS * 1000 + 1500) {
      const newest = PostListSchema.parse(await (await get('/api/posts')).json())[0]?.postTitle
      if (newest === title) {
        seenAfter = Date.now() - written
        break
      }
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    expect(seenAfter).toBeGreaterThanOrEqual(0)
    // Within the stated window (plus the proxy's own second-granular clock).
    expect(seenAfter).toBeLessThanOrEqual(2 * SHARED_SECONDS * 1000 + 1000)
    // And never older again afterwards.
    for (let i = 0; i < 5; i++) {
      const newest = PostListSchema.parse(await (await get('/api/posts')).json())[0]?.postTitle
      expect(newest).toBe(title)
    }
    process.stdout.write(`[shared cache] a write seen through nginx after ${seenAfter} ms\n`)
  })
})
