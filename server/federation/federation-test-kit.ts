// What the federation's API tests share: a person with a handle, and an ActivityPub fetch that
// checks nothing was fetched from elsewhere on the way (there is no internet here, and a server
// that fetched JSON-LD contexts to answer would stall on it).
import { expect, vi } from 'vitest'
import type { TestApp } from '../../tests/setup/server'
import { type TestUser, bearer } from '../../tests/setup/users'

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
