// A rename on one instance is the site's name on every instance at once (ADR 0074, 0035): B has
// kept its pages, its feed, its manifest and its settings, and drops them when A's NOTIFY comes.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { DEFAULT_SITE_SETTINGS, SiteSchema } from '../../contract/site'
import { metaContent, parseHead } from '../../tests/setup/head-tags'
import { type TestApp, createTestApp } from '../../tests/setup/server'
import { accountToken, bearer, giveRoles } from '../../tests/setup/users'

describe('a rename across two instances on one PostgreSQL', () => {
  let a: TestApp
  let b: TestApp
  let distDir: string
  let ownerToken: string

  beforeAll(async () => {
    distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quill-rename-'))
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

  /** What B says the site's name is, in each place it keeps an answer. */
  async function namesOn(on: TestApp): Promise<Record<string, string | undefined>> {
    // inject() answers a kept copy without I/O: let the NOTIFY in between requests.
    await new Promise((resolve) => setImmediate(resolve))
    const get = (url: string) => on.app.inject({ url, headers: { host: 'localhost' } })
    const page = parseHead((await get('/')).body)
    const rss = (await get('/rss.xml')).body
    return {
      title: page.title,
      siteName: metaContent(page, 'og:site_name'),
      api: SiteSchema.parse((await get('/api/site')).json()).settings.title,
      rss: /<channel>\s*<title>([^<]*)<\/title>/.exec(rss)?.[1],
      manifest: (await get('/manifest.webmanifest')).json<{ name: string }>().name,
    }
  }
  const everywhere = (name: string) => ({
    title: name,
    siteName: name,
    api: name,
    rss: name,
    manifest: name,
  })

  test('the owner renames the site on A; B says the new name everywhere within a second', async () => {
    // Asked twice, so B keeps each.
    await namesOn(b)
    expect(await namesOn(b)).toEqual(everywhere('Quill'))
    const saved = await a.app.inject({
      method: 'PUT',
      url: '/api/site/settings',
      headers: bearer({ token: ownerToken }),
      payload: { ...DEFAULT_SITE_SETTINGS, title: 'Field Notes' },
    })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(await namesOn(a)).toEqual(everywhere('Field Notes'))
    await vi.waitFor(async () => expect(await namesOn(b)).toEqual(everywhere('Field Notes')), {
      timeout: 1000,
    })
  })
})
