// The install checks Lighthouse and Chromium make of the web app manifest (docs/decisions/0040),
// held without a browser: the fields, the icons' real sizes, and the template's links.
import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { expect, test } from 'vitest'

const ROOT = path.resolve(import.meta.dirname, '..')
const PUBLIC = path.join(ROOT, 'public')

interface Icon {
  src: string
  sizes: string
  type: string
  purpose: string
}

const manifest = JSON.parse(fs.readFileSync(path.join(PUBLIC, 'manifest.webmanifest'), 'utf8')) as {
  name: string
  short_name: string
  start_url: string
  display: string
  theme_color: string
  background_color: string
  icons: Icon[]
}

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
