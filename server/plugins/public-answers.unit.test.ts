// The rules of keeping public answers (plugins/public-answers.ts, ADR 0026), on a small app whose
// routes count how often they really run.
import Fastify from 'fastify'
import { expect, test } from 'vitest'
import jsonAnswers from './json-answers'
import { AnswerStore, AskedBefore, ENTRY_OVERHEAD_BYTES } from '../answers/answer-store'
import type { PublicChange } from '../events/notification-bus'
import publicAnswers from './public-answers'

/** The bus as plugins/notification-bus.ts gives it, with what it was told and can tell. */
function fakeBus() {
  let listener: ((change: PublicChange) => void) | undefined
  const bus = {
    hears: true,
    published: 0,
    publishPublicChange: async () => {
      bus.published++
    },
    onPublicChange: (next: (change: PublicChange) => void) => {
      listener = next
      return () => {}
    },
    hearsOthers: () => bus.hears,
    tell: (change: PublicChange) => listener?.(change),
  }
  return bus
}

async function appWith(dialect: 'sqlite' | 'postgres', bus = fakeBus()) {
  const app = Fastify({ logger: false })
  app.decorate('database', { dialect } as never)
  app.decorate('notificationBus', bus as never)
  await app.register(publicAnswers, { maxBytes: 1024 * 1024 })
  let reads = 0
  const revalidated = { schema: { response: { 200: {}, 304: {} } } }
  const querystring = {
    type: 'object',
    properties: { cursor: { type: 'string' } },
    additionalProperties: false,
  }
  app.get('/shared', { schema: { ...revalidated.schema, querystring } }, async () => ({
    reads: ++reads,
  }))
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

test('a public read of a revalidated route asked twice is kept until a write that is not refused', async () => {
  const { app, read } = await appWith('sqlite')
  // Asked once, answered and not kept: a URL nobody asks again costs no memory.
  expect(await read('/shared')).toBe(1)
  expect(await read('/shared')).toBe(2)
  expect(await read('/shared')).toBe(2)
  // Another page's cursor is another answer.
  expect(await read('/shared?cursor=x')).toBe(3)
  expect(await read('/shared?cursor=x')).toBe(4)
  expect(await read('/shared?cursor=x')).toBe(4)
  // A parameter the route does not know is not part of the key: the same kept answer.
  expect(await read('/shared?pad=zzzz')).toBe(2)
  expect(await read('/shared?cursor=x&pad=zzzz')).toBe(4)
  // With credentials, or on a route that does not declare a 304, the route always runs.
  expect(await read('/shared', { authorization: 'Bearer x' })).toBe(5)
  expect(await read('/plain')).toBe(6)
  expect(await read('/plain')).toBe(7)
  expect(await read('/plain')).toBe(8)
  expect(await read('/shared')).toBe(2)

  await app.inject({ method: 'POST', url: '/write?status=400' })
  await app.inject({ method: 'POST', url: '/upload' })
  expect(await read('/shared')).toBe(2)
  await app.inject({ method: 'POST', url: '/write' })
  // Asked before, so kept again at once.
  expect(await read('/shared')).toBe(9)
  expect(await read('/shared')).toBe(9)
  await app.inject({ method: 'POST', url: '/write?status=500' })
  expect(await read('/shared')).toBe(10)
  await app.close()
})

test('a thing kept with keepPublic is made once per write once asked twice, and nothing is kept for null', async () => {
  const { app } = await appWith('sqlite')
  let made = 0
  const page = () =>
    app.keepPublic(
      'page /',
      async () => `page ${++made}`,
      (s) => s.length,
    )
  expect(await page()).toBe('page 1')
  expect(await page()).toBe('page 2')
  expect(await page()).toBe('page 2')
  app.publicAnswersChanged()
  expect(await page()).toBe('page 3')
  expect(await page()).toBe('page 3')
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
  app.decorate('notificationBus', fakeBus() as never)
  await app.register(publicAnswers, { maxBytes: 1024 * 1024 })
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
  expect((await get()).statusCode).toBe(200)
  const kept = await get()
  expect(runs).toBe(2)
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
  expect(runs).toBe(2)
  await app.close()
})

test('on PostgreSQL a write is told to the other instances, and theirs drop what is kept here', async () => {
  const bus = fakeBus()
  const { app, read } = await appWith('postgres', bus)
  expect(await read('/shared')).toBe(1)
  expect(await read('/shared')).toBe(2)
  expect(await read('/shared')).toBe(2)
  // A write here: dropped here, and the others are told before its answer leaves.
  await app.inject({ method: 'POST', url: '/write' })
  expect(bus.published).toBe(1)
  expect(await read('/shared')).toBe(3)
  expect(await read('/shared')).toBe(3)
  // Another instance wrote.
  bus.tell('changed')
  expect(await read('/shared')).toBe(4)
  expect(await read('/shared')).toBe(4)
  await app.close()
})

test('while the bus cannot hear the other instances nothing is kept', async () => {
  const bus = fakeBus()
  const { app, read } = await appWith('postgres', bus)
  await read('/shared')
  expect(await read('/shared')).toBe(2)
  bus.hears = false
  bus.tell('lost')
  expect(await read('/shared')).toBe(3)
  expect(await read('/shared')).toBe(4)
  expect(await read('/shared')).toBe(5)
  bus.hears = true
  bus.tell('back')
  expect(await read('/shared')).toBe(6)
  expect(await read('/shared')).toBe(6)
  await app.close()
})

test('the store drops the least recently used past its bytes, keys and overhead counted', () => {
  const entry = (key: string, value: string) => key.length + value.length + ENTRY_OVERHEAD_BYTES
  const store = new AnswerStore<string>(2 * entry('a', 'aaaa'))
  store.set('a', 'aaaa', 4)
  store.set('b', 'bbbb', 4)
  store.get('a')
  store.set('c', 'cccc', 4)
  expect(store.get('b')).toBeUndefined()
  expect(store.get('a')).toBe('aaaa')
  expect(store.get('c')).toBe('cccc')
  expect(store.bytes).toBe(2 * entry('a', 'aaaa'))
  store.set('huge', 'x'.repeat(600), 600)
  expect(store.get('huge')).toBeUndefined()
  expect(store.size).toBe(2)
  // A long key costs what it weighs: a small body under a 15 kB key is no small entry.
  const keyed = new AnswerStore<string>(64 * 1024)
  for (let i = 0; i < 100; i++) keyed.set(`${i}${'k'.repeat(15_000)}`, '[]', 2)
  expect(keyed.bytes).toBeLessThanOrEqual(64 * 1024)
  expect(keyed.size).toBe(4)
})

test('a key counts as asked before only on its second ask, and the oldest are forgotten', () => {
  const asked = new AskedBefore(2)
  expect(asked.check('a')).toBe(false)
  expect(asked.check('a')).toBe(true)
  expect(asked.check('b')).toBe(false)
  expect(asked.check('c')).toBe(false)
  // 'a' was the oldest of three, past the bound of two.
  expect(asked.check('a')).toBe(false)
  expect(asked.check('c')).toBe(true)
})
