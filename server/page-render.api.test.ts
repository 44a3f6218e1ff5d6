// `/`, `/post/:id`, `/tag/:tag` and `/author/:authorId` answer the page drawn with its data
// (docs/decisions/0019, 0028), from the real server render: `vite build --ssr` of
// src/entry-server.tsx, built once for this file.
import { PUBLIC_CACHE_CONTROL } from '../tests/setup/cache'
import zlib from 'node:zlib'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { build } from 'vite'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { buildApp } from './build-app'
import { loadConfig } from './config'
import { openDatabase } from './db/database'
import type { Db } from './db/schema'
import { newId } from './ids'
import { slugify } from '../contract/slug'
import { postPath } from '../contract/site-urls'
import { SERVER_RENDERED_PAGES } from './page-render'
import { EARLY_SCRIPT, EARLY_SCRIPT_HASH } from './early-script'
import { parseHead } from '../tests/setup/head-tags'
import { addPost } from '../tests/setup/posts'

const HOSTILE_TITLE = '"</script><script>alert(1)</script>'
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quill-page-render-'))
const distDir = path.join(dir, 'dist')
const ssrDir = path.join(dir, 'dist-ssr')
let app: FastifyInstance
let db: Db

/** A published post with a cover, `minutesAgo` old. */
const addCoveredPost = (title: string, body: string, minutesAgo: number) =>
  addPost(db, { title, body, minutesAgo, image: 'http://localhost:3000/images/cover.webp' })

let newestId = ''
let hostileId = ''

beforeAll(async () => {
  await build({
    logLevel: 'silent',
    build: { ssr: 'src/entry-server.tsx', outDir: ssrDir, sourcemap: false, manifest: false },
  })
  fs.mkdirSync(distDir, { recursive: true })
  fs.copyFileSync('index.html', path.join(distDir, 'index.html'))
  const database = openDatabase({ sqliteFile: ':memory:' })
  db = database.db
  app = await buildApp({
    config: loadConfig({
      DATA_DIR: dir,
      LOG_LEVEL: 'silent',
      TOKEN_SECRET: randomBytes(32).toString('hex'),
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9',
    }),
    database,
    distDir,
    ssrDir,
  })
  await app.ready()
  // 22 posts: a feed page is 20, so the first page has a next cursor.
  for (let n = 22; n > 2; n--) await addCoveredPost(`Older post ${n}`, 'An older body.', n)
  hostileId = await addCoveredPost(
    HOSTILE_TITLE,
    'Line\u2028separator and <b>markup</b> & more.',
    1,
  )
  newestId = await addCoveredPost('The newest post', 'Its whole body, first paragraph.', 0)
  await db
    .insertInto('comments')
    .values({
      id: newId(),
      post_id: newestId,
      body: 'A first comment',
      user_email: 'grace@quill.test',
      user_name: 'Grace Okafor',
      user_id: 'grace-uid',
      created_at: new Date().toISOString(),
    })
    .execute()
}, 180_000)

afterAll(async () => {
  await app?.close()
  fs.rmSync(dir, { recursive: true, force: true })
})

/** The JSON data block the page carries, parsed. */
function firstData(html: string): { queries: { queryKey: unknown[]; state: { data: unknown } }[] } {
  const match = /<script id="quill-data" type="application\/json">(.*?)<\/script>/s.exec(html)
  if (!match?.[1]) throw new Error('the page has no data block')
  return JSON.parse(match[1]) as ReturnType<typeof firstData>
}

const rootOf = (html: string) => html.slice(html.indexOf('<div id="root">'))

test('/ is drawn: the header and the first cards, with the feed page and its cursor inlined', async () => {
  const res = await app.inject('/')
  expect(res.statusCode).toBe(200)
  expect(res.headers['content-type']).toMatch(/^text\/html/)
  // The page holds data but nothing of a user's: revalidated, and cacheable by anyone.
  expect(res.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL)
  const root = rootOf(res.body)
  expect(root).toMatch(/<header[^>]*>/)
  expect(root).toContain('>Quill</a>')
  expect(root).toContain('>Home</a>')
  expect(root).toContain('<h1')
  expect(root).toContain('Latest posts')
  expect(root).toContain('>The newest post</a>')
  expect(root).toContain('>Older post 3</a>')
  // Nobody is known on the server, and nothing there holds a server token: the page is drawn as
  // a reader sees it (Login), which is what the client's first render shows a reader too.
  expect(root).toContain('>Login</a>')
  // Whole, although it is the first page drawn since the server started: the subscribe form's
  // lazy code was not loaded yet, and the page must not go out (and be kept) with it left to the
  // client (React's #419).
  expect(root).toContain('Subscribe')
  expect(root).not.toContain('<!--$!-->')
  expect(root).not.toContain('Log out')

  const feed = firstData(res.body).queries.find(
    (query) => JSON.stringify(query.queryKey) === '["posts","list","feed"]',
  )
  const data = feed?.state.data as {
    pages: { posts: { postTitle: string }[]; nextCursor: string }[]
  }
  expect(data.pages).toHaveLength(1)
  expect(data.pages[0]?.posts).toHaveLength(20)
  expect(data.pages[0]?.posts[0]?.postTitle).toBe('The newest post')
  expect(data.pages[0]?.nextCursor).toEqual(expect.any(String))
})

test("/ is drawn with the first card's image fetched at once and the others' held for the app", async () => {
  const root = rootOf((await app.inject('/')).body)
  const images = [...root.matchAll(/<img [^>]*>/g)].map((match) => match[0])
  const [lead, next] = images
  expect(lead).toContain('src="http://localhost:3000/images/cover.webp"')
  expect(lead).toContain('fetchPriority="high"')
  // The second card's box is drawn without its picture: the app adds it once it has taken the
  // page over, so the scripts have a slow link to themselves (docs/decisions/0072).
  expect(next).toBeDefined()
  expect(next).not.toMatch(/\ssrc=/)
  expect(next).toContain('loading="lazy"')
  // Where no script runs, <noscript> shows it.
  expect(root).toMatch(/<noscript><img [^>]*src="http:\/\/localhost:3000\/images\/cover.webp"/)
})

test('a drawn page goes compressed: brotli when accepted, else gzip, else as it is', async () => {
  const plain = await app.inject('/')
  const br = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip, br' } })
  expect(br.headers['content-encoding']).toBe('br')
  expect(br.headers.vary).toMatch(/Accept-Encoding/)
  // The same page (drawn again, so compared by what it shows), a fraction of the bytes.
  expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toContain('>The newest post</a>')
  expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3)
  const gzip = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } })
  expect(gzip.headers['content-encoding']).toBe('gzip')
  expect(zlib.gunzipSync(gzip.rawPayload).toString()).toContain('>The newest post</a>')
  expect(plain.headers['content-encoding']).toBeUndefined()
  expect(plain.body).toContain('>The newest post</a>')
})

test('a hostile title stays text in the markup and in the data block', async () => {
  for (const url of ['/', postPath(hostileId, slugify(HOSTILE_TITLE))]) {
    const res = await app.inject(url)
    expect(res.body).not.toContain('<script>alert(1)')
    expect(res.body).toContain('&quot;&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;')
    // Inside the data block: no '<' at all, and U+2028 escaped.
    const block = /<script id="quill-data" type="application\/json">(.*?)<\/script>/s.exec(
      res.body,
    )?.[1]
    expect(block).not.toContain('<')
    expect(block).not.toContain('\u2028')
    expect(JSON.stringify(firstData(res.body))).toContain(JSON.stringify(HOSTILE_TITLE))
  }
  // Scripts still need no exception in the Content-Security-Policy.
  const res = await app.inject('/')
  const scriptSrc = /script-src ([^;]*)/.exec(String(res.headers['content-security-policy']))
  expect(scriptSrc?.[1]).not.toContain('unsafe-inline')
})

test('/post/:id is drawn with its title, whole body and first comments, all inlined', async () => {
  const res = await app.inject(`/post/${newestId}/the-newest-post`)
  expect(res.statusCode).toBe(200)
  expect(res.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL)
  expect(res.body).toContain('<title>The newest post — Quill</title>')
  const root = rootOf(res.body)
  expect(root).toMatch(/<h1[^>]*>The newest post<\/h1>/)
  expect(root).toContain('Its whole body, first paragraph.')
  expect(root).toContain('A first comment')
  expect(root).toMatch(/>Back<\/span>/)

  const keys = firstData(res.body).queries.map((query) => JSON.stringify(query.queryKey))
  expect(keys).toContain(JSON.stringify(['posts', 'detail', newestId]))
  expect(keys).toContain(JSON.stringify(['comments', 'list', newestId]))
})

test("a missing post, a draft and an unknown path are 404s drawn as the app's not-found page", async () => {
  const draftId = await addPost(db, { title: 'A draft', body: 'Not for readers.', status: 'draft' })
  for (const url of [`/post/${newId()}`, `/post/${draftId}`]) {
    const res = await app.inject(url)
    expect(res.statusCode, url).toBe(404)
    expect(res.body).toContain('<title>Post not found — Quill</title>')
    expect(rootOf(res.body)).toContain('Post not found')
    expect(res.body).not.toContain('Not for readers')
  }
  for (const url of ['/no/such/page', '/index.html']) {
    const res = await app.inject(url)
    expect(res.statusCode, url).toBe(404)
    expect(res.body).toContain('<title>Page not found — Quill</title>')
    expect(rootOf(res.body)).toContain('Page not found')
    expect(rootOf(res.body)).toContain('Back to the feed')
  }
})

test("a tag's and an author's pages are drawn with their posts' titles, data inlined", async () => {
  const tagged = await addPost(db, {
    title: 'Crumb and crust',
    authorId: 'theo-uid',
    authorName: 'Theo Lindqvist',
    tags: ['baking'],
  })
  app.publicAnswersChanged()
  for (const [url, heading, queryKey] of [
    // React separates a text from the value beside it with an empty comment.
    ['/tag/baking', 'Posts tagged #(<!-- -->)?baking', ['posts', 'list', 'tag', 'baking']],
    ['/author/theo-uid', 'Theo Lindqvist', ['posts', 'list', 'author', 'theo-uid']],
  ] as const) {
    const res = await app.inject(url)
    expect(res.statusCode, url).toBe(200)
    const root = rootOf(res.body)
    // What a reader without JavaScript (or a crawler kept out of /api/) sees: the page, whole.
    expect(root, url).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`))
    expect(root, url).toContain(`href="/post/${tagged}/crumb-and-crust"`)
    expect(root, url).toContain('>Crumb and crust</a>')
    const keys = firstData(res.body).queries.map((query) => JSON.stringify(query.queryKey))
    expect(keys, url).toContain(JSON.stringify(queryKey))
    // The head once, the JSON-LD nowhere for these pages, and no copy of the head in the markup.
    expect(res.body.match(/<link rel="canonical"/g), url).toHaveLength(1)
    expect(root, url).not.toMatch(/<title>|<meta /)
  }
  const author = await app.inject('/author/theo-uid')
  expect(author.body).toContain('<title>Theo Lindqvist — Quill</title>')
})

test("an unknown author is a true 404, drawn as the app's not-found page", async () => {
  const res = await app.inject('/author/nobody-uid')
  expect(res.statusCode).toBe(404)
  expect(res.body).toContain('<title>Author not found — Quill</title>')
  expect(rootOf(res.body)).toContain('Author not found')
  // An id no account can have is no one either (PostgreSQL refuses a NUL in text).
  expect((await app.inject('/author/%00')).statusCode).toBe(404)
})

test("a drawn post's head is written once, its JSON-LD in the markup the client hydrates", async () => {
  const res = await app.inject(`/post/${newestId}/the-newest-post`)
  const head = parseHead(res.body)
  expect(res.body.match(/<title>/g)).toHaveLength(1)
  expect(res.body.match(/<meta name="description"/g)).toHaveLength(1)
  expect(head.meta.get('og:title')).toEqual(['The newest post'])
  expect(head.jsonLd).toEqual([
    expect.objectContaining({ '@type': 'BlogPosting', headline: 'The newest post' }),
  ])
  expect(rootOf(res.body)).toContain('<script type="application/ld+json">')
})

test('other pages start empty, for the client to draw', async () => {
  for (const url of ['/login', '/notifications']) {
    const res = await app.inject(url)
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('<div id="root"></div>')
    expect(res.body).not.toContain('id="quill-data"')
  }
})

test('every page sets its colour scheme inline, allowed by hash, and goes compressed', async () => {
  for (const url of ['/', `/post/${newestId}/the-newest-post`, '/login']) {
    const res = await app.inject({ url, headers: { 'accept-encoding': 'br' } })
    expect(res.headers['content-encoding']).toBe('br')
    expect(res.headers.vary).toMatch(/Accept-Encoding/)
    const html = zlib.brotliDecompressSync(res.rawPayload).toString()
    expect(html).not.toContain('src="/early.js"')
    expect(html).toContain(`<script>${EARLY_SCRIPT}</script>`)
    const scriptSrc = /script-src ([^;]*)/.exec(String(res.headers['content-security-policy']))
    expect(scriptSrc?.[1]?.split(' ')).toContain(EARLY_SCRIPT_HASH)
  }
})

test('a drawn page is kept until the next write, like the public answers it is made of', async () => {
  const before = await app.inject('/')
  expect(before.body).not.toContain('Put in behind its back')
  await addCoveredPost('Put in behind its back', 'A body.', 0)
  // Kept: drawn once, sent again (the embedded SQLite sees every write the server makes).
  expect((await app.inject('/')).body).toBe(before.body)
  app.publicAnswersChanged()
  expect((await app.inject('/')).body).toContain('>Put in behind its back</a>')
})

test('a page is in the reader’s language: their choice, else their browser’s, else the site’s; kept apart per language', async () => {
  const lang = (html: string) => /<html lang="([^"]*)"( dir="rtl")?/.exec(html)?.slice(1, 3)
  const ask = (url: string, headers: Record<string, string>) => app.inject({ url, headers })
  // Drawn and undrawn pages alike, and what a shared cache must key them on.
  for (const url of ['/', '/login']) {
    const french = await ask(url, { 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.5' })
    expect(lang(french.body)).toEqual(['fr', undefined])
    expect(french.headers.vary).toMatch(/Accept-Language, Cookie/)
    expect(lang((await ask(url, { 'accept-language': 'ar-EG' })).body)).toEqual([
      'ar',
      ' dir="rtl"',
    ])
    // A German browser whose reader chose English gets English.
    const chosen = await ask(url, { 'accept-language': 'de', cookie: 'x=1; quill-lang=en' })
    expect(lang(chosen.body)).toEqual(['en', undefined])
    // A language Quill does not speak: the site's (English here).
    expect(lang((await ask(url, { 'accept-language': 'ja' })).body)).toEqual(['en', undefined])
  }
  // Drawn in it: the header's words are the language's.
  const drawnFrench = (await ask('/', { 'accept-language': 'fr' })).body
  expect(drawnFrench).toContain('>Accueil</a>')
  expect(drawnFrench).not.toContain('>Home</a>')
  expect((await ask('/', { 'accept-language': 'de', cookie: 'quill-lang=en' })).body).toContain(
    '>Home</a>',
  )
  // The template's skip link is in the page's language too, drawn or not.
  expect(drawnFrench).toContain('<a class="skip-link" href="#main">Aller au contenu</a>')
  expect((await ask('/login', { 'accept-language': 'ar' })).body).toContain(
    '<a class="skip-link" href="#main">انتقل إلى المحتوى</a>',
  )
  // The empty page the service worker keeps is the site's, for every reader: the app chooses.
  const shell = await ask('/app-shell', { 'accept-language': 'de' })
  expect(lang(shell.body)).toEqual(['en', undefined])
  expect(shell.body).toContain('>Skip to content</a>')
  // The kept French page is not handed to a Spanish reader.
  expect(lang((await ask('/', { 'accept-language': 'es' })).body)).toEqual(['es', undefined])
  expect(lang((await ask('/', { 'accept-language': 'fr' })).body)).toEqual(['fr', undefined])
})

test('each drawn page names a route file that exists', () => {
  for (const page of SERVER_RENDERED_PAGES) expect(fs.existsSync(page.routeFile)).toBe(true)
})
