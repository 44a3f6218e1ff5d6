// The set-up most API test files begin with: one app per dialect and the users its tests share,
// made before the tests and closed after. A file split by what it tests shares it through its
// own suite (posts-suite.ts, …) instead of writing it again.
import { afterAll, beforeAll } from 'vitest'
import type { Dialect } from '../../server/db/schema'
import { type TestApp, createTestApp } from './server'
import { type TestUser, bearer, createUser } from './users'

export type Suite<Name extends string> = { t: TestApp } & Record<Name, TestUser>

/** Filled before the first test: read its fields inside a test or a hook, never before. */
export function appWithUsers<Name extends string>(
  dialect: Dialect,
  users: Record<Name, Parameters<typeof createUser>[1]>,
  overrides: Record<string, string> = {},
): Suite<Name> {
  const suite = {} as Suite<Name>
  beforeAll(async () => {
    suite.t = await createTestApp(dialect, overrides)
    const made = suite as Record<string, TestUser | TestApp>
    for (const [name, options] of Object.entries(users)) {
      made[name] = await createUser(suite.t, options as Parameters<typeof createUser>[1])
    }
  })
  afterAll(() => suite.t?.close())
  return suite
}

/** A request to the suite's app as `who` sends it (a bearer token, or none), with a JSON body. */
export const requestAs =
  (suite: { t: TestApp }) =>
  (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    who?: TestUser,
    payload?: Record<string, unknown>,
  ) =>
    suite.t.app.inject({
      method,
      url,
      ...(who ? { headers: bearer(who) } : {}),
      ...(payload ? { payload } : {}),
    })
