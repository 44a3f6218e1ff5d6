// The site's look as settings (docs/decisions/0076): the accent colour, the header's navigation,
// the footer's columns and the social accounts are checked field by field, saved and read back,
// audited, and every page, the manifest and the home page's structured data follow at once.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  AuditListSchema,
  DEFAULT_SITE_SETTINGS,
  SiteSchema,
  linkMessages,
} from '../../contract/site'
import { accentPalette, accentMessage, paletteContrast } from '../../contract/site-palette'
import sharp from 'sharp'
import { iconPath, siteImageMessage } from '../../contract/site-images'
import { parseHead } from '../../tests/setup/head-tags'
import { multipart, png } from '../images/images-suite'
import { type TestApp, createTestApp, testDialects } from '../../tests/setup/server'
import { type TestUser, bearer, createUser, giveRoles } from '../../tests/setup/users'

describe.each(testDialects())('the site’s look on %s', (dialect) => {
  let t: TestApp
  let owner: TestUser
  let distDir: string
  beforeAll(async () => {
    distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quill-links-'))
    fs.copyFileSync('index.html', path.join(distDir, 'index.html'))
    t = await createTestApp(dialect, {}, { distDir })
    owner = await createUser(t, { name: 'Ada' })
    await giveRoles(t, [[owner, 'owner']])
  })
  afterAll(async () => {
    await t?.close()
    fs.rmSync(distDir, { recursive: true, force: true })
  })

  const save = (body: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/site/settings',
      headers: bearer(owner),
      payload: body as Record<string, unknown>,
    })
  const site = async () => SiteSchema.parse((await t.app.inject({ url: '/api/site' })).json())

  test('a fresh site has today’s footer links and accounts, and no links of its own', async () => {
    const { settings } = await site()
    expect(settings.navigation).toEqual([])
    expect(settings.footerResources.map((link) => link.url)).toEqual(['/', '/new-post', '/status'])
    expect(settings.footerLegal).toEqual([
      { label: 'Privacy', url: '/privacy' },
      { label: 'Terms of use', url: '/terms' },
    ])
    expect(settings.socialAccounts).toEqual(['https://github.com', 'https://mastodon.social'])
  })

  test.each([
    [
      'a script address',
      { navigation: [{ label: 'x', url: 'javascript:alert(1)' }] },
      'navigation.0.url',
      linkMessages.url,
    ],
    [
      'another host as a path',
      { footerLegal: [{ label: 'x', url: '//evil.example/' }] },
      'footerLegal.0.url',
      linkMessages.url,
    ],
    [
      'a backslash path',
      { navigation: [{ label: 'x', url: '/\\evil.example' }] },
      'navigation.0.url',
      linkMessages.url,
    ],
    [
      'no words',
      { navigation: [{ label: '  ', url: '/about' }] },
      'navigation.0.label',
      linkMessages.labelEmpty,
    ],
    [
      'too many words',
      { navigation: [{ label: 'x'.repeat(41), url: '/about' }] },
      'navigation.0.label',
      linkMessages.labelTooLong,
    ],
    [
      'too many links',
      { navigation: Array.from({ length: 9 }, () => ({ label: 'x', url: '/' })) },
      'navigation',
      linkMessages.tooManyLinks(8),
    ],
    [
      'a path as a profile',
      { socialAccounts: ['/about'] },
      'socialAccounts.0',
      linkMessages.socialUrl,
    ],
    [
      'a mail address as a profile',
      { socialAccounts: ['mailto:ada@example.com'] },
      'socialAccounts.0',
      linkMessages.socialUrl,
    ],
  ])('%s is refused on its field, and nothing is saved', async (_name, change, field, message) => {
    const refused = await save({ ...DEFAULT_SITE_SETTINGS, ...change })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().error.fields[field]).toBe(message)
    expect((await site()).settings).toMatchObject({
      navigation: [],
      footerLegal: DEFAULT_SITE_SETTINGS.footerLegal,
    })
  })

  test('links are saved trimmed, read back in order, audited, and the home page names the accounts', async () => {
    const settings = {
      ...DEFAULT_SITE_SETTINGS,
      navigation: [
        { label: ' About ', url: '/about' },
        { label: 'Shop', url: ' https://shop.example/a?b=1 ' },
      ],
      footerLegal: [{ label: 'Imprint', url: '/imprint' }],
      socialAccounts: ['https://mastodon.social/@fieldnotes', 'https://github.com/fieldnotes'],
    }
    const saved = await save(settings)
    expect(saved.statusCode, saved.body).toBe(200)
    const read = (await site()).settings
    expect(read.navigation).toEqual([
      { label: 'About', url: '/about' },
      { label: 'Shop', url: 'https://shop.example/a?b=1' },
    ])
    expect(read.footerLegal).toEqual([{ label: 'Imprint', url: '/imprint' }])
    expect(read.footerResources).toEqual(DEFAULT_SITE_SETTINGS.footerResources)

    const audit = AuditListSchema.parse(
      (await t.app.inject({ url: '/api/site/audit', headers: bearer(owner) })).json(),
    )
    expect(audit[0]?.detail).toBe(
      'navigation: none → About (/about), Shop (https://shop.example/a?b=1); ' +
        'footerLegal: Privacy (/privacy), Terms of use (/terms) → Imprint (/imprint); ' +
        'socialAccounts: https://github.com, https://mastodon.social → ' +
        'https://mastodon.social/@fieldnotes, https://github.com/fieldnotes',
    )

    // Asked at once after the save: the kept home page went with it.
    const home = parseHead((await t.app.inject({ url: '/', headers: { host: 'localhost' } })).body)
    expect(home.jsonLd).toContainEqual(
      expect.objectContaining({
        '@type': 'WebSite',
        publisher: expect.objectContaining({
          '@type': 'Organization',
          sameAs: ['https://mastodon.social/@fieldnotes', 'https://github.com/fieldnotes'],
        }),
      }),
    )
  })

  test('an accent colour is saved with its palette, and the manifest and every page follow it', async () => {
    const before = parseHead(
      (await t.app.inject({ url: '/', headers: { host: 'localhost' } })).body,
    )
    expect(before.meta.get('theme-color')).toEqual(['#ffffff', '#242424'])
    const { settings } = await site()
    const refused = await save({ ...settings, accentColor: 'orange' })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().error.fields.accentColor).toBe(accentMessage)

    // A palette sent is not trusted: the server makes the colour's own.
    const saved = await save({
      ...settings,
      accentColor: ' #E8590C ',
      accentPalette: Array.from({ length: 10 }, () => '#ffffff'),
    })
    expect(saved.statusCode, saved.body).toBe(200)
    const palette = accentPalette('#e8590c')
    expect(saved.json()).toMatchObject({ accentColor: '#e8590c', accentPalette: palette })
    expect(paletteContrast(palette).passes).toBe(true)
    expect((await site()).settings).toMatchObject({
      accentColor: '#e8590c',
      accentPalette: palette,
    })
    const manifest = (await t.app.inject({ url: '/manifest.webmanifest' })).json()
    expect(manifest.theme_color).toBe('#e8590c')
    const page = parseHead((await t.app.inject({ url: '/', headers: { host: 'localhost' } })).body)
    expect(page.meta.get('theme-color')).toEqual(['#e8590c', '#242424'])
    const audit = AuditListSchema.parse(
      (await t.app.inject({ url: '/api/site/audit', headers: bearer(owner) })).json(),
    )
    expect(audit[0]?.detail).toBe('accentColor: #1c7ed6 → #e8590c')
  })

  test('a stored row without a palette, or with one that does not read, gets its colour’s', async () => {
    const { settings } = await site()
    await t.app.database.db
      .updateTable('site_settings')
      .set({
        settings: JSON.stringify({ ...settings, accentColor: '#7048e8', accentPalette: 'x' }),
      })
      .execute()
    t.app.publicAnswersChanged()
    expect((await site()).settings.accentPalette).toEqual(accentPalette('#7048e8'))
  })

  test('an uploaded icon, logo and cover become the favicon, the manifest’s icons, the logo and the card', async () => {
    const picture = await png(600, 400, '#e8590c')
    const body = await multipart('image', picture, 'image/png')
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/images?key=quill',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(owner) },
    })
    expect(uploaded.statusCode, uploaded.body).toBe(200)
    const name = new URL(uploaded.json().data.url).pathname.split('/').pop() as string
    const { settings } = await site()

    const refused = await save({ ...settings, icon: '../../etc/passwd' })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().error.fields.icon).toBe(siteImageMessage)

    const saved = await save({ ...settings, icon: name, logo: name, cover: name })
    expect(saved.statusCode, saved.body).toBe(200)
    const stem = name.replace(/\.webp$/, '')
    for (const [variant, size] of [
      ['32', 32],
      ['180', 180],
      ['192', 192],
      ['512', 512],
      ['maskable-512', 512],
    ] as const) {
      const icon = await t.app.inject({ url: iconPath(name, variant) })
      expect(icon.statusCode, variant).toBe(200)
      expect(icon.headers['content-type']).toBe('image/png')
      expect(icon.headers['cache-control']).toContain('immutable')
      expect(await sharp(icon.rawPayload).metadata()).toMatchObject({
        format: 'png',
        width: size,
        height: size,
      })
    }
    // Only the current icon's files exist.
    expect(
      (await t.app.inject({ url: `/site-icons/${stem.replace(/^./, '0')}-32.png` })).statusCode,
    ).toBe(404)
    expect((await t.app.inject({ url: `/site-icons/${stem}-64.png` })).statusCode).toBe(404)

    const manifest = (await t.app.inject({ url: '/manifest.webmanifest' })).json()
    expect(manifest.icons.map((icon: { src: string }) => icon.src)).toEqual([
      iconPath(name, '192'),
      iconPath(name, '512'),
      iconPath(name, 'maskable-512'),
    ])
    const home = parseHead((await t.app.inject({ url: '/', headers: { host: 'localhost' } })).body)
    expect(home.links).toContainEqual(
      expect.objectContaining({ rel: 'icon', href: iconPath(name, '32') }),
    )
    expect(home.links).toContainEqual(
      expect.objectContaining({ rel: 'apple-touch-icon', href: iconPath(name, '180') }),
    )
    expect(home.meta.get('og:image')?.[0]).toContain(stem)
    expect(home.jsonLd).toContainEqual(
      expect.objectContaining({
        publisher: expect.objectContaining({
          logo: expect.objectContaining({ url: expect.stringContaining(`/images/${name}`) }),
        }),
      }),
    )

    // Removed: the defaults are back.
    expect((await save({ ...settings, icon: '', logo: '', cover: '' })).statusCode).toBe(200)
    const plain = parseHead((await t.app.inject({ url: '/', headers: { host: 'localhost' } })).body)
    expect(plain.links).toContainEqual(
      expect.objectContaining({ rel: 'icon', href: '/favicon.svg' }),
    )
    expect(plain.meta.get('og:image')).toBeUndefined()
    expect((await t.app.inject({ url: '/manifest.webmanifest' })).json().icons[0].src).toBe(
      '/icons/icon-192.png',
    )
    expect((await t.app.inject({ url: iconPath(name, '32') })).statusCode).toBe(404)
  })
})
