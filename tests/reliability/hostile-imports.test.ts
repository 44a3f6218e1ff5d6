// Imports that could stall the server: each hostile file below is sent to the real server's
// `POST /api/import` while another client asks for /api/health and the feed again and again.
// Each import must answer within 2 s, with error lines and no 5xx, and the other client must be
// served promptly all along: the files are read in a worker thread, bounded before they are
// parsed (docs/decisions/0051). Before, the title line blocked the event loop for seconds (9.8 s
// for 60 KB where it was found), the YAML alias bomb took 30 s and answered 500, turndown on one
// 10 MB Ghost post took 52 s, and 5,000 nested <div> in a feed item answered 500.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { zipSync } from 'fflate'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { POST_BODY_MAX } from '../../contract/posts'
import { ImportResultSchema, importMessages } from '../../contract/transfer'
import { testDialects } from '../setup/server'
import { figure } from './figures'
import { type Server, kill9, serverEnv, startServer } from './real-server'
import { signUp } from './sign-up'

/** How long a hostile import may take, and the longest another client may wait meanwhile. */
const IMPORT_MS = 2000
const PROBE_MS = 500

interface Hostile {
  name: string
  files: { name: string; data: Uint8Array }[]
  expected: { file: string; message: string }[]
}

const text = (s: string) => new TextEncoder().encode(s)

/** A YAML bomb of 381 bytes: nine lists of nine references, nine deep (9^9 'lol's expanded). */
const aliasBomb = [
  '---',
  'title: Bomb',
  'tags:',
  '  - &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]',
  ...'bcdefghi'
    .split('')
    .map((name, i) => `  - &${name} [${Array(9).fill(`*${'abcdefgh'[i]}`).join(',')}]`),
  '---',
  'Body',
].join('\n')

/** One Ghost post of ~10 MB of ordinary HTML: headings, paragraphs, links, lists. */
function bigGhostPost(): Uint8Array {
  const block = (i: number) =>
    `<h2>Part ${i}</h2><p>Some <strong>bold</strong> and <em>quiet</em> words, with a <a href="https://example.org/${i}">link</a>.</p><ul><li>one</li><li>two</li></ul>`
  const html = Array.from({ length: 75_000 }, (_, i) => block(i)).join('')
  return text(JSON.stringify({ db: [{ data: { posts: [{ id: 'p1', title: 'Huge', html }] } }] }))
}

const hostile = (): Hostile[] => [
  {
    // 200 KB of spaces between two words on the title line: the regex cost its square.
    name: 'a quadratic title line',
    files: [{ name: 'title.md', data: text(`# a${' '.repeat(200_000)}b\n\nBody`) }],
    expected: [{ file: 'title.md', message: 'Title must be at most 200 characters' }],
  },
  {
    name: 'a YAML alias bomb in tags, and tags that are not text',
    files: [
      { name: 'bomb.md', data: text(aliasBomb) },
      { name: 'dates.md', data: text('---\ntitle: Dated\ntags: [2024-01-01, {a: 1}]\n---\nx') },
    ],
    expected: [
      { file: 'bomb.md', message: importMessages.tagsNotText },
      { file: 'dates.md', message: importMessages.tagsNotText },
    ],
  },
  {
    name: 'a 10 MB Ghost post',
    files: [{ name: 'ghost.json', data: bigGhostPost() }],
    expected: [{ file: 'ghost.json#1', message: importMessages.htmlTooLarge }],
  },
  {
    // Ten entries of 19 MB of zeros each: ~200 KB zipped.
    name: 'a zip of zeros',
    files: [
      {
        name: 'zeros.zip',
        data: zipSync(
          Object.fromEntries(
            Array.from({ length: 10 }, (_, i) => [`p${i}.md`, new Uint8Array(19 * 1024 * 1024)]),
          ),
          { level: 9 },
        ),
      },
    ],
    expected: Array.from({ length: 10 }, (_, i) => ({
      file: `zeros.zip/p${i}.md`,
      message: importMessages.markdownTooLarge,
    })),
  },
  {
    name: 'an RSS item of 5,000 nested <div>',
    files: [
      {
        name: 'feed.xml',
        data: text(
          `<?xml version="1.0"?><rss version="2.0"><channel><item><title>Deep</title><description><![CDATA[${'<div>'.repeat(5000)}x${'</div>'.repeat(5000)}]]></description></item></channel></rss>`,
        ),
      },
    ],
    expected: [{ file: 'feed.xml#1', message: importMessages.htmlTooDeep }],
  },
]

/** Asks for /api/health and the feed in turn until stopped; the longest wait, in ms. */
function probe(url: string): { stop: () => Promise<{ longest: number; count: number }> } {
  let running = true
  let longest = 0
  let count = 0
  const loop = (async () => {
    while (running) {
      for (const route of ['/api/health', '/api/posts?limit=10']) {
        const started = performance.now()
        const res = await fetch(`${url}${route}`)
        await res.arrayBuffer()
        if (!res.ok) throw new Error(`${route}: ${res.status}`)
        longest = Math.max(longest, performance.now() - started)
        count += 1
      }
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
  })()
  return {
    stop: async () => {
      running = false
      await loop
      return { longest, count }
    },
  }
}

describe.each(testDialects())('hostile imports on %s', (dialect) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quill-imports-'))
  let server: Server | undefined
  let token = ''
  let dropSchema = async () => {}

  beforeAll(async () => {
    const { env, drop } = await serverEnv(dialect, dataDir)
    dropSchema = drop
    server = await startServer(env)
    token = (await signUp(server.url, 'importer')).token
  })
  afterAll(async () => {
    if (server) await kill9(server)
    fs.rmSync(dataDir, { recursive: true, force: true })
    await dropSchema()
  })

  /** Sends the files while another client asks again and again; what each side saw. */
  async function importWhileProbed(name: string, files: Hostile['files']) {
    const url = server?.url ?? ''
    const form = new FormData()
    for (const file of files) form.append('files', new Blob([new Uint8Array(file.data)]), file.name)
    const prober = probe(url)
    const started = performance.now()
    const res = await fetch(`${url}/api/import`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    })
    const body = await res.text()
    const ms = performance.now() - started
    const { longest, count } = await prober.stop()
    figure(`hostile import (${dialect})`, {
      file: name,
      status: res.status,
      'import ms': Math.round(ms),
      'longest other request ms': Math.round(longest),
      'other requests': count,
    })
    expect(res.status, body).toBe(200)
    return { result: ImportResultSchema.parse(JSON.parse(body)), ms, longest }
  }

  test.each(hostile())('$name: error lines within 2 s, others served meanwhile', async (h) => {
    const { result, ms, longest } = await importWhileProbed(h.name, h.files)
    expect(result.imported).toEqual([])
    expect(result.errors).toEqual(h.expected)
    expect(ms).toBeLessThan(IMPORT_MS)
    expect(longest).toBeLessThan(PROBE_MS)
  })

  test('a Ghost export that takes seconds to read: others are served all the while', async () => {
    // Twelve posts of ~370 KB of HTML each, within every bound: seconds of turndown, and each
    // comes out longer than a post may be.
    const block = (i: number) =>
      `<h2>Part ${i}</h2><p>Some <strong>bold</strong> words and a <a href="https://example.org/${i}">link</a>.</p><ul><li>one</li><li>two</li></ul>`
    const html = Array.from({ length: 2500 }, (_, i) => block(i)).join('')
    const posts = Array.from({ length: 12 }, (_, i) => ({ id: i, title: `P${i}`, html }))
    const data = text(JSON.stringify({ db: [{ data: { posts } }] }))
    const { result, ms, longest } = await importWhileProbed('a slow Ghost export', [
      { name: 'slow.json', data },
    ])
    expect(result.errors).toEqual(
      posts.map((_, i) => ({
        file: `slow.json#${i + 1}`,
        message: `Post text must be at most ${POST_BODY_MAX} characters`,
      })),
    )
    // It was heavy: on the event loop, the other client would have waited this long.
    expect(ms).toBeGreaterThan(1000)
    expect(longest).toBeLessThan(PROBE_MS)
  })
})
