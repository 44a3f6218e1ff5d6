// What a served page carries inline instead of fetching: the early script (colour scheme, early
// taps; allowed by the CSP through its hash) and, on a drawn page, its stylesheets.
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from 'vitest'
import {
  EARLY_SCRIPT,
  EARLY_SCRIPT_HASH,
  inlineEarlyScript,
  withoutLineComments,
} from './early-script'
import {
  assetReader,
  hoistImagePreloads,
  inlineStylesheets,
  startScriptsAfterFirstFrame,
} from './inline-assets'

test('the early script goes inline, and its hash is the one the CSP names', () => {
  const index = fs.readFileSync('index.html', 'utf8')
  const page = inlineEarlyScript(index)
  expect(page).not.toContain('src="/early.js"')
  const inline = /<script>([\s\S]*?)<\/script>/.exec(page)?.[1]
  // Minified, its names for the page and the app kept.
  const source = withoutLineComments(fs.readFileSync('public/early.js', 'utf8'))
  expect(inline?.length).toBeLessThan(source.length * 0.75)
  expect(inline).not.toMatch(/^\s*\/\//m)
  for (const name of [
    '__quillEarlyTaps',
    'isDarkMode',
    'quill-scripts',
    'data-color-scheme-toggle',
  ]) {
    expect(inline).toContain(name)
  }
  expect(inline).toBe(EARLY_SCRIPT)
  const digest = createHash('sha256')
    .update(inline ?? '')
    .digest('base64')
  expect(EARLY_SCRIPT_HASH).toBe(`'sha256-${digest}'`)
})

test("a page's stylesheets go inline; a missing one, or one that could close <style>, stays a link", () => {
  const sheets: Record<string, string> = {
    '/assets/index-a.css': 'body{margin:0}',
    '/assets/Card-b.css': '.card{color:red}',
    '/assets/evil-c.css': '.x{content:"</style><script>alert(1)</script>"}',
  }
  const link = (href: string) => `<link rel="stylesheet" crossorigin href="${href}">`
  const html = [
    link('/assets/index-a.css'),
    link('/assets/Card-b.css'),
    link('/assets/evil-c.css'),
    link('/assets/gone-d.css'),
  ].join('\n')
  const page = inlineStylesheets(html, (url) => sheets[url] ?? null)
  // Each with a disabled link, never fetched, which tells Vite's preload helper the sheet is here.
  expect(page).toContain(
    '<style>body{margin:0}</style><link rel="stylesheet" href="/assets/index-a.css" disabled>',
  )
  expect(page).toContain(
    '<style>.card{color:red}</style><link rel="stylesheet" href="/assets/Card-b.css" disabled>',
  )
  expect(page).toContain(link('/assets/evil-c.css'))
  expect(page).toContain(link('/assets/gone-d.css'))
  expect(page).not.toContain('alert(1)')
})

test('the asset reader reads built files once, and nothing outside the build', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quill-assets-'))
  try {
    fs.mkdirSync(path.join(dir, 'dist', 'assets'), { recursive: true })
    fs.writeFileSync(path.join(dir, 'dist', 'assets', 'a.css'), 'a{}')
    fs.writeFileSync(path.join(dir, 'secret.css'), 'secret{}')
    const read = assetReader(path.join(dir, 'dist'))
    expect(read('/assets/a.css')).toBe('a{}')
    fs.writeFileSync(path.join(dir, 'dist', 'assets', 'a.css'), 'changed{}')
    expect(read('/assets/a.css')).toBe('a{}')
    expect(read('/../secret.css')).toBeNull()
    expect(read('/assets/missing.css')).toBeNull()
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
})

test("the page's first image preloads move from React's markup up the head, after the viewport", () => {
  const preload =
    '<link rel="preload" as="image" imageSrcSet="/images/a-w400.webp 400w" fetchPriority="high"/>'
  const html = [
    '<html><head><meta charset="UTF-8" />',
    '<meta name="viewport" content="width=device-width, initial-scale=1.0" />',
    '<script type="module" src="/assets/index.js"></script></head>',
    `<body><div id="root">${preload}<header></header></div></body></html>`,
  ].join('\n')
  const page = hoistImagePreloads(html)
  expect(page.indexOf(preload)).toBeGreaterThan(page.indexOf('<meta name="viewport"'))
  expect(page.indexOf(preload)).toBeLessThan(page.indexOf('<script'))
  expect(page).toContain('<div id="root"><header></header></div>')
  expect(page.split(preload)).toHaveLength(2)
  // Nothing to move, or nowhere to put it: the page as it was.
  const plain =
    '<head><meta name="viewport" content="width=device-width" /></head><div id="root"><header></header></div>'
  expect(hoistImagePreloads(plain)).toBe(plain)
  const headless = `<div id="root">${preload}</div>`
  expect(hoistImagePreloads(headless)).toBe(headless)
})

test("a drawn page's scripts are named in one meta, which public/early.js starts after the first frame", () => {
  const html = [
    '<head>',
    '<script type="module" crossorigin src="/assets/index-a.js"></script>',
    '<link rel="modulepreload" crossorigin href="/assets/framework-b.js">',
    '<link rel="modulepreload" crossorigin href="/assets/feed-c.js">',
    '</head><body><div id="root"><h1>Drawn</h1></div>',
    '</body>',
  ].join('\n')
  const page = startScriptsAfterFirstFrame(html)
  expect(page).not.toContain('type="module"')
  expect(page).not.toContain('modulepreload')
  expect(page).toContain(
    '<meta name="quill-scripts" content="/assets/index-a.js /assets/framework-b.js /assets/feed-c.js">',
  )
  expect(page.indexOf('quill-scripts')).toBeLessThan(page.indexOf('</head>'))
  // Without an entry (no client build), the page is left as it is.
  const bare = '<head></head><body></body>'
  expect(startScriptsAfterFirstFrame(bare)).toBe(bare)
})
