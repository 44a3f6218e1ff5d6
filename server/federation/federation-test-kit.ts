// What the federation's API tests share: a person with a handle, two instances with a person
// on each, and an ActivityPub fetch that checks nothing was fetched from elsewhere on the way
// (there is no internet here, and a server that fetched JSON-LD contexts to answer would stall
// on it).
import { afterAll, beforeAll, expect, vi } from 'vitest'
import type { Dialect } from '../db/schema'
import type { TestApp } from '../../tests/setup/server'
import { type Instance, startInstance } from '../../tests/setup/two-instances'
import { type TestUser, bearer, createUser } from '../../tests/setup/users'

export const AS_ACCEPT = 'application/ld+json; profile="https://www.w3.org/ns/activitystreams"'

export async function giveHandle(
  t: TestApp,
  user: TestUser,
  handle: string,
  extra: { bio?: string; photoURL?: string } = {},
) {
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/profile',
    headers: bearer(user),
    payload: { displayName: user.name, photoURL: extra.photoURL ?? '', handle, bio: extra.bio },
  })
  expect(res.statusCode, res.body).toBe(200)
}

export interface AdaAndBob {
  a: Instance
  b: Instance
  /** `@ada` on A, named Ada Moreno. */
  ada: TestUser
  /** `@bob` on B. */
  bob: TestUser
}

/**
 * Two instances federating on loopback (A on 127.0.0.2, B on 127.0.0.3), each with a person who
 * has a handle: made before the tests, closed after. Filled before the first test: read its
 * fields inside a test or a hook.
 */
export function adaAndBob(dialect: Dialect, bobName: string): AdaAndBob {
  const two = {} as AdaAndBob
  beforeAll(async () => {
    ;[two.a, two.b] = await Promise.all([
      startInstance(dialect, '127.0.0.2'),
      startInstance(dialect, '127.0.0.3'),
    ])
    ;[two.ada, two.bob] = await Promise.all([
      createUser(two.a, { name: 'Ada Moreno' }),
      createUser(two.b, { name: bobName }),
    ])
    await giveHandle(two.a, two.ada, 'ada')
    await giveHandle(two.b, two.bob, 'bob')
  }, 60_000)
  afterAll(async () => {
    await Promise.all([two.a?.close(), two.b?.close()])
  })
  return two
}

/** Calls `fn` and fails if it fetched anything over the network meanwhile. */
export async function offline<T>(fn: () => Promise<T>): Promise<T> {
  const spy = vi.spyOn(globalThis, 'fetch')
  try {
    const result = await fn()
    expect(spy.mock.calls.map((call) => String(call[0]))).toEqual([])
    return result
  } finally {
    spy.mockRestore()
  }
}

/** GET as a server asking for ActivityStreams: the JSON, after checking the status and type. */
export async function getAs(t: TestApp, url: string): Promise<Record<string, unknown>> {
  const res = await offline(() =>
    t.app.inject({ method: 'GET', url, headers: { accept: AS_ACCEPT } }),
  )
  expect(res.statusCode, res.body).toBe(200)
  expect(res.headers['content-type']).toMatch(/^application\/activity\+json/)
  return res.json()
}

/** Everything an async iterable yields (a collection's items, an object's tags). */
export async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = []
  for await (const item of items) all.push(item)
  return all
}
