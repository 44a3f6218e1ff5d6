// The set-up most API test files begin with: one app per dialect and the users its tests share,
// made before the tests and closed after. A file split by what it tests shares it through its
// own suite (posts-suite.ts, …) instead of writing it again.
import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll } from 'vitest'
import type { Dialect } from '../../server/db/schema'
import { type TestApp, createTestApp } from './server'
import { type TestUser, bearer, createUser } from './users'

export type Suite<Name extends string> = { t: TestApp } & Record<Name, TestUser>
type UserOptions = Parameters<typeof createUser>[1]

/** Filled before the first test: read its fields inside a test or a hook, never before. */
export function appWithUsers<Name extends string>(
  dialect: Dialect,
  /** Each user's options, or only their display name. */
  users: Record<Name, UserOptions | string>,
  overrides: Record<string, string> = {},
): Suite<Name> {
  const suite = {} as Suite<Name>
  beforeAll(async () => {
    suite.t = await createTestApp(dialect, overrides)
    const made = suite as Record<string, TestUser | TestApp>
    for (const [name, options] of Object.entries<UserOptions | string>(users)) {
      made[name] = await createUser(
        suite.t,
        typeof options === 'string' ? { name: options } : options,
      )
    }
  })
  afterAll(() => suite.t?.close())
  return suite
}

type Method = InjectOptions['method']
type Payload = InjectOptions['payload']

/** A request to the suite's app with these headers (and a body: JSON when an object). */
export const requestWith =
  (suite: { t: TestApp }) =>
  (method: Method, url: string, headers: Record<string, string> = {}, payload?: Payload) =>
    suite.t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) })

/** A request to the suite's app as `who` sends it (a bearer token, or none), with a JSON body. */
export const requestAs = (suite: { t: TestApp }) => {
  const send = requestWith(suite)
  return (method: Method, url: string, who?: TestUser, payload?: Payload) =>
    send(method, url, who ? bearer(who) : {}, payload)
}
