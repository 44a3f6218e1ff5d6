// A look saved on one instance is the look on every instance at once (ADR 0076, 0074, 0035): B
// has kept its settings, manifest and home page, and drops them when A's NOTIFY comes.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { DEFAULT_SITE_SETTINGS, SiteSchema } from '../../contract/site'
import { accentPalette } from '../../contract/site-palette'
import { parseHead } from '../../tests/setup/head-tags'
import { type TestApp, createTestApp } from '../../tests/setup/server'
import { accountToken, bearer, giveRoles } from '../../tests/setup/users'

describe('a new look across two instances on one PostgreSQL', () => {
  let a: TestApp
  let b: TestApp
  let distDir: string
  let ownerToken: string

  beforeAll(async () => {
    distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quill-look-'))
    fs.copyFileSync('index.html', path.join(distDir, 'index.html'))
    const shared = { TOKEN_SECRET: randomBytes(32).toString('hex'), RATE_LIMIT_FACTOR: '1000' }
    a = await createTestApp('postgres', shared, { distDir })
    b = await createTestApp('postgres', shared, { distDir, pgSchema: a.pgSchema })
    const owner = await accountToken(a, { name: 'Owner' })
    ownerToken = owner.token
    await giveRoles(a, [[{ ...owner, name: 'Owner', verified: true, idToken: '' }, 'owner']])
  })
  afterAll(async () => {
    await b?.close()
    await a?.close()
    fs.rmSync(distDir, { recursive: true, force: true })
  })

  /** What B shows of the look, in each place it keeps an answer. */
  async function lookOn(on: TestApp) {
    // inject() answers a kept copy without I/O: let the NOTIFY in between requests.
    await new Promise((resolve) => setImmediate(resolve))
    const get = (url: string) => on.app.inject({ url, headers: { host: 'localhost' } })
    const { settings } = SiteSchema.parse((await get('/api/site')).json())
    const home = parseHead((await get('/')).body)
    return {
      palette: settings.accentPalette[8],
      navigation: settings.navigation.map((link) => link.label),
      manifest: (await get('/manifest.webmanifest')).json<{ theme_color: string }>().theme_color,
      bar: home.meta.get('theme-color')?.[0],
    }
  }

  test('the owner saves an accent and a link on A; B shows them within a second', async () => {
    await lookOn(b)
    expect(await lookOn(b)).toEqual({
      palette: '#1971c2',
      navigation: [],
      manifest: '#1c7ed6',
      bar: '#ffffff',
    })
    const saved = await a.app.inject({
      method: 'PUT',
      url: '/api/site/settings',
      headers: bearer({ token: ownerToken }),
      payload: {
        ...DEFAULT_SITE_SETTINGS,
        accentColor: '#7048e8',
        navigation: [{ label: 'About', url: '/about' }],
      },
    })
    expect(saved.statusCode, saved.body).toBe(200)
    const expected = {
      palette: accentPalette('#7048e8')[8],
      navigation: ['About'],
      manifest: '#7048e8',
      bar: '#7048e8',
    }
    expect(await lookOn(a)).toEqual(expected)
    await vi.waitFor(async () => expect(await lookOn(b)).toEqual(expected), { timeout: 1000 })
  })
})
