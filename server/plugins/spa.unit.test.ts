import { PUBLIC_CACHE_CONTROL } from '../../tests/setup/cache'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { buildApp } from '../build-app'
import { injectClientConfig } from '../client-config'
import { loadConfig } from '../config'
import { openDatabase } from '../db/database'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quill-spa-'))
const dist = path.join(dir, 'dist')
let app: Awaited<ReturnType<typeof buildApp>>

beforeAll(async () => {
  fs.mkdirSync(path.join(dist, 'assets'), { recursive: true })
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<html><head><title>Quill</title></head><body><div id="root"></div></body></html>',
  )
  fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)'.repeat(200))
  fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg/>')
  // vite.config.ts builds hidden source maps: written beside the files, never served.
  fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js.map'), '{"version":3}')
  fs.writeFileSync(path.join(dist, 'sw.js.map'), '{"version":3}')
  const config = loadConfig({
    DATA_DIR: dir,
    LOG_LEVEL: 'silent',
    TOKEN_SECRET: randomBytes(32).toString('hex'),
    FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9',
  })
  app = await buildApp({
    config,
    database: openDatabase({ sqliteFile: ':memory:' }),
    distDir: dist,
  })
  await app.ready()
})
afterAll(async () => {
  await app.close()
  fs.rmSync(dir, { recursive: true, force: true })
})

// A missing post and a path that is no screen still get the app (its not-found page), as a 404.
test.each([
  ['/', 200],
  ['/login', 200],
  ['/post/x', 404],
  ['/index.html', 404],
])(
  '%s serves the app with its client settings, revalidated on every visit (%i)',
  async (url, status) => {
    const res = await app.inject(url)
    expect(res.statusCode).toBe(status)
    expect(res.headers['content-type']).toMatch(/^text\/html/)
    expect(res.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL)
    expect(res.body).toContain('<script id="quill-config" type="application/json">')
    expect(res.body).toContain('"authEmulatorUrl":"http://127.0.0.1:9"')
  },
)

test('hashed assets are cached for a year and sent compressed', async () => {
  const res = await app.inject({
    url: '/assets/index-abc123.js',
    headers: { 'accept-encoding': 'gzip' },
  })
  expect(res.statusCode).toBe(200)
  expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  expect(res.headers['content-encoding']).toBe('gzip')
})

test.each(['/api/nope', '/api', '/images/nope.webp', '/assets/missing.js'])(
  '%s never falls back to the app: a JSON 404',
  async (url) => {
    const res = await app.inject(url)
    expect(res.statusCode).toBe(404)
    expect(res.json()).toMatchObject({ error: { code: 'not_found' } })
  },
)

test.each(['/assets/index-abc123.js.map', '/sw.js.map', '/assets/index-abc123.js.map?x=1'])(
  '%s: source maps are never served, and never fall back to the page',
  async (url) => {
    const res = await app.inject({ url, headers: { 'accept-encoding': 'gzip, br' } })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toMatchObject({ error: { code: 'not_found' } })
  },
)

test('/app-shell is the app with its settings and no page in it, for the service worker', async () => {
  const res = await app.inject('/app-shell')
  expect(res.statusCode).toBe(200)
  expect(res.headers['content-type']).toMatch(/^text\/html/)
  // The worker keeps it under its own revision; the browser asks every time.
  expect(res.headers['cache-control']).toBe('no-cache')
  expect(res.body).toContain('<script id="quill-config" type="application/json">')
  expect(res.body).toContain('<div id="root"></div>')
})

test('a POST to a client route is a 404, not the page', async () => {
  const res = await app.inject({ method: 'POST', url: '/login' })
  expect(res.statusCode).toBe(404)
})

test('no value in the client settings can close the data block', () => {
  const html = injectClientConfig('<head></head>', {
    firebase: { apiKey: '</script><script>alert(1)</script>', authDomain: 'a', projectId: 'p' },
    authEmulatorUrl: null,
    imageHost: { url: '/api/images', key: 'k' },
    publicUrl: 'https://blog.example',
  })
  expect(html).not.toContain('</script><script>')
  expect(html).toContain('\\u003c/script>')
})
