// The install checks Lighthouse and Chromium make of the web app manifest (docs/decisions/0040),
// held without a browser: the fields, the icons' real sizes, and the template's links. The
// server makes it from the site's settings (server/site/manifest.ts, ADR 0074).
import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { expect, test } from 'vitest'
import { DEFAULT_SITE_SETTINGS } from '../contract/site'
import { webManifest } from '../server/site/manifest'

const ROOT = path.resolve(import.meta.dirname, '..')
const PUBLIC = path.join(ROOT, 'public')

interface Icon {
  src: string
  sizes: string
  type: string
  purpose: string
}

const manifest: ReturnType<typeof webManifest> & { icons: Icon[] } =
  webManifest(DEFAULT_SITE_SETTINGS)

test('the manifest names the app, opens standalone at the feed and has its colours', () => {
  expect(manifest).toMatchObject({
    name: 'Quill',
    short_name: 'Quill',
    start_url: '/',
    display: 'standalone',
  })
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/)
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/)
})

test('icons of 192 and 512 pixels and a maskable one, each the size it says', async () => {
  const described = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)
  expect(described).toEqual(['192x192 any', '512x512 any', '512x512 maskable'])
  for (const icon of manifest.icons) {
    const { width, height, format } = await sharp(path.join(PUBLIC, icon.src)).metadata()
    expect(`${width}x${height}`).toBe(icon.sizes)
    expect(format).toBe('png')
  }
})

test('the template every page is made from links the manifest and both theme colours', () => {
  const html = fs.readFileSync(path.join(ROOT, 'index.html'), 'utf8')
  expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest" />')
  expect(html).toMatch(/name="theme-color"[^>]*media="\(prefers-color-scheme: light\)"/)
  expect(html).toMatch(/name="theme-color"[^>]*media="\(prefers-color-scheme: dark\)"/)
})

test("a site's own name, cut for the home screen, its language and direction", () => {
  const named = webManifest({
    ...DEFAULT_SITE_SETTINGS,
    title: 'Notes from the Field',
    description: '',
    language: 'ar',
  })
  expect(named).toMatchObject({
    name: 'Notes from the Field',
    short_name: 'Notes from …',
    description: 'Notes from the Field',
    lang: 'ar',
    dir: 'rtl',
  })
  expect(named.short_name).toHaveLength(12)
})
