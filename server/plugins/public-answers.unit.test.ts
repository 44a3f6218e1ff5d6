// The rules of keeping public answers (plugins/public-answers.ts, ADR 0026), on a small app whose
// routes count how often they really run.
import Fastify from 'fastify'
import { expect, test } from 'vitest'
import jsonAnswers from './json-answers'
import publicAnswers, { AnswerStore } from './public-answers'

async function appWith(dialect: 'sqlite' | 'postgres') {
  const app = Fastify({ logger: false })
  app.decorate('database', { dialect } as never)
  await app.register(publicAnswers)
  let reads = 0
  const revalidated = { schema: { response: { 200: {}, 304: {} } } }
  app.get('/shared', revalidated, async () => ({ reads: ++reads }))
  app.get('/plain', async () => ({ reads: ++reads }))
  app.post('/write', async (request, reply) =>
    reply.code(Number((request.query as { status?: string }).status ?? 201)).send({}),
  )
  app.post('/upload', { config: { publicAnswers: 'unchanged' } }, async () => ({}))
  await app.ready()
  const read = async (url: string, headers: Record<string, string> = {}) =>
    (await app.inject({ method: 'GET', url, headers })).json<{ reads: number }>().reads
  return { app, read }
}

test('a public read of a revalidated route is kept until a write that is not refused', async () => {
  const { app, read } = await appWith('sqlite')
  expect(await read('/shared')).toBe(1)
  expect(await read('/shared')).toBe(1)
  // Another URL (another page's cursor) is another answer.
  expect(await read('/shared?cursor=x')).toBe(2)
  // With credentials, or on a route that does not declare a 304, the route always runs.
  expect(await read('/shared', { authorization: 'Bearer x' })).toBe(3)
  expect(await read('/plain')).toBe(4)
  expect(await read('/plain')).toBe(5)
  expect(await read('/shared')).toBe(1)

  await app.inject({ method: 'POST', url: '/write?status=400' })
  await app.inject({ method: 'POST', url: '/upload' })
  expect(await read('/shared')).toBe(1)
  await app.inject({ method: 'POST', url: '/write' })
  expect(await read('/shared')).toBe(6)
  await app.inject({ method: 'POST', url: '/write?status=500' })
  expect(await read('/shared')).toBe(7)
  await app.close()
})

test('a thing kept with keepPublic is made once per write, and nothing is kept for null', async () => {
  const { app } = await appWith('sqlite')
  let made = 0
  const page = () =>
    app.keepPublic(
      'page /',
      async () => `page ${++made}`,
      (s) => s.length,
    )
  expect(await page()).toBe('page 1')
  expect(await page()).toBe('page 1')
  app.publicAnswersChanged()
  expect(await page()).toBe('page 2')
  let nulls = 0
  const missing = () =>
    app.keepPublic(
      'page /x',
      async () => {
        nulls++
        return null
      },
      () => 0,
    )
  await missing()
  await missing()
  expect(nulls).toBe(2)
  await app.close()
})

test("a kept answer keeps its route's own validators, and a 304 is decided without the route", async () => {
  const app = Fastify({ logger: false })
  app.decorate('database', { dialect: 'sqlite' } as never)
  await app.register(publicAnswers)
  await app.register(jsonAnswers)
  let runs = 0
  const modified = 'Mon, 23 Nov 2026 07:00:00 GMT'
  app.get('/feed.xml', { schema: { response: { 200: {}, 304: {} } } }, async (_request, reply) => {
    runs++
    return reply
      .header('etag', '"feed-1"')
      .header('last-modified', modified)
      .header('cache-control', 'no-cache')
      .type('application/rss+xml; charset=utf-8')
      .send('<rss></rss>')
  })
  await app.ready()
  const get = (headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: '/feed.xml', headers })
  expect((await get()).statusCode).toBe(200)
  const kept = await get()
  expect(runs).toBe(1)
  expect(kept.headers.etag).toBe('"feed-1"')
  expect(kept.headers['last-modified']).toBe(modified)
  expect(kept.headers['content-type']).toBe('application/rss+xml; charset=utf-8')
  expect(kept.body).toBe('<rss></rss>')
  expect((await get({ 'if-none-match': '"feed-1"' })).statusCode).toBe(304)
  expect((await get({ 'if-modified-since': modified })).statusCode).toBe(304)
  expect((await get({ 'if-modified-since': 'Mon, 23 Nov 2026 06:59:59 GMT' })).statusCode).toBe(200)
  expect(
    (await get({ 'if-none-match': '"other"', 'if-modified-since': modified })).statusCode,
  ).toBe(200)
  expect(runs).toBe(1)
  await app.close()
})

test('on PostgreSQL nothing is kept: other instances write too', async () => {
  const { app, read } = await appWith('postgres')
  expect(await read('/shared')).toBe(1)
  expect(await read('/shared')).toBe(2)
  await app.close()
})

test('the store drops the least recently used past its bytes', () => {
  const store = new AnswerStore<string>(10)
  store.set('a', 'aaaa', 4)
  store.set('b', 'bbbb', 4)
  store.get('a')
  store.set('c', 'cccc', 4)
  expect(store.get('b')).toBeUndefined()
  expect(store.get('a')).toBe('aaaa')
  expect(store.get('c')).toBe('cccc')
  store.set('huge', 'x'.repeat(11), 11)
  expect(store.get('huge')).toBeUndefined()
  expect(store.size).toBe(2)
})
