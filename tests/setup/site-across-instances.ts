// Two instances on one PostgreSQL (ADR 0035) that serve the pages too, not only the API, and the
// site's owner: a change to the site's settings saved on A, and what B keeps of it until A's
// NOTIFY comes (ADR 0074). The tests that run them are *.pg.api.test.ts.
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, expect, vi } from 'vitest'
import type { SiteSettingsInput } from '../../contract/site'
import { type TestApp, createTestApp } from './server'
import { accountToken, bearer, giveRoles } from './users'

export interface SitePair {
  a: TestApp
  b: TestApp
  /** The owner's server token (no Firebase ID token). */
  ownerToken: string
}

/**
 * The two instances (limits out of the way), serving the repository's index.html, and their
 * owner, made before the tests and closed after. Filled before the first test: read its fields
 * inside a test or a hook.
 */
export function sitePair(): SitePair {
  const pair = {} as SitePair
  let distDir = ''
  beforeAll(async () => {
    distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quill-site-'))
    fs.copyFileSync('index.html', path.join(distDir, 'index.html'))
    const shared = { TOKEN_SECRET: randomBytes(32).toString('hex'), RATE_LIMIT_FACTOR: '1000' }
    pair.a = await createTestApp('postgres', shared, { distDir })
    pair.b = await createTestApp('postgres', shared, { distDir, pgSchema: pair.a.pgSchema })
    const owner = await accountToken(pair.a, { name: 'Owner' })
    pair.ownerToken = owner.token
    await giveRoles(pair.a, [[{ ...owner, name: 'Owner', verified: true, idToken: '' }, 'owner']])
  })
  afterAll(async () => {
    await pair.b?.close()
    await pair.a?.close()
    if (distDir) fs.rmSync(distDir, { recursive: true, force: true })
  })
  return pair
}

/** A GET on `on` as a browser asks it (Host: localhost), each after the NOTIFYs waiting. */
export async function getOn(on: TestApp) {
  // inject() answers a kept copy without I/O: let the NOTIFY in between requests.
  await new Promise((resolve) => setImmediate(resolve))
  return (url: string) => on.app.inject({ url, headers: { host: 'localhost' } })
}

/**
 * One round of the window of ADR 0035 for the site's settings: B keeps what `read` reads (asked
 * twice) and it is `before`; the owner saves `settings` on A; A reads `after` at once, and B
 * within a second.
 */
export async function savedOnAShownOnB<T>(
  { a, b, ownerToken }: SitePair,
  read: (on: TestApp) => Promise<T>,
  { before, settings, after }: { before: T; settings: SiteSettingsInput; after: T },
): Promise<void> {
  await read(b)
  expect(await read(b)).toEqual(before)
  const saved = await a.app.inject({
    method: 'PUT',
    url: '/api/site/settings',
    headers: bearer({ token: ownerToken }),
    payload: settings,
  })
  expect(saved.statusCode, saved.body).toBe(200)
  expect(await read(a)).toEqual(after)
  await vi.waitFor(async () => expect(await read(b)).toEqual(after), { timeout: 1000 })
}
