// The worker thread an import is read in (ADR 0051): it loads its TypeScript under vitest as under
// `node --import tsx`, stops at its time budget and at its heap limit with an error line for the
// file it was reading (the files before keep what they held, the ones after are not read), and
// turns imports away once too many wait for a reader.
import { afterEach, expect, test } from 'vitest'
import { type ImportError, importMessages } from '../../contract/transfer'
import { HttpError } from '../errors'
import type { UploadedFile } from './candidate'
import { ImportReaders, READERS_WAITING_MAX } from './read-off-thread'

const bytes = (s: string) => new TextEncoder().encode(s)
const silent = { warn: () => {}, error: () => {}, info: () => {} } as never

const block = (i: number) =>
  `<h2>Part ${i}</h2><p>Some <strong>bold</strong> words and a <a href="https://example.org/${i}">link</a>.</p><ul><li>one</li><li>two</li></ul>`
/** A Ghost export that takes seconds to read, each post within every bound. */
const slowGhost = (): UploadedFile => {
  const html = Array.from({ length: 2500 }, (_, i) => block(i)).join('')
  const posts = Array.from({ length: 12 }, (_, i) => ({ id: i, title: `P${i}`, html }))
  return { name: 'slow.json', data: bytes(JSON.stringify({ db: [{ data: { posts } }] })) }
}
/**
 * HTML within the size and nesting bounds that the HTML parser still multiplies: ninety open
 * formatting elements are made again for every paragraph after them (HTML's "reconstruct the
 * active formatting elements").
 */
const formattingBomb = (): UploadedFile => {
  const open = Array.from({ length: 90 }, (_, i) => `<b id="b${i}">`).join('')
  const html = `<p>${open}x${'<p>x'.repeat(100_000)}`
  const posts = [{ id: 1, title: 'Bomb', html }]
  return { name: 'bomb.json', data: bytes(JSON.stringify({ db: [{ data: { posts } }] })) }
}
const good = (title: string): UploadedFile => ({
  name: `${title}.md`,
  data: bytes(`# ${title}\n\nText.`),
})

let readers: ImportReaders | undefined
afterEach(async () => {
  await readers?.close()
})

test('the files are read in the worker: posts that pass the rules, then the rules broken', async () => {
  readers = new ImportReaders({ budgetMs: 20_000 })
  const result = await readers.read(
    [good('one'), { name: 'untitled.md', data: bytes('No title.') }, good('two')],
    silent,
  )
  expect(result.posts.map((p) => p.postTitle)).toEqual(['one', 'two'])
  expect(result.errors).toEqual([{ file: 'untitled.md', message: 'Title is required' }])
})

test('past its time budget the worker is stopped: an error line, the files before kept', async () => {
  readers = new ImportReaders({ budgetMs: 1500 })
  const started = performance.now()
  const result = await readers.read([good('before'), slowGhost(), good('after')], silent)
  expect(performance.now() - started).toBeLessThan(3000)
  expect(result.posts.map((p) => p.postTitle)).toEqual(['before'])
  const errors: ImportError[] = [
    { file: 'slow.json', message: importMessages.readTooLong(1.5) },
    { file: 'after.md', message: importMessages.notRead },
  ]
  expect(result.errors).toEqual(errors)
})

test('past its heap limit the worker is stopped, not the server; the next import is read', async () => {
  readers = new ImportReaders({ budgetMs: 20_000, heapMb: 64 })
  const result = await readers.read([formattingBomb()], silent)
  expect(result).toEqual({
    posts: [],
    errors: [{ file: 'bomb.json', message: importMessages.readTooLarge }],
  })
  const next = await readers.read([good('next')], silent)
  expect(next.posts.map((p) => p.postTitle)).toEqual(['next'])
})

test(
  'imports wait for a free reader; past the waiting bound they are turned away (503)',
  {
    timeout: 15_000,
  },
  async () => {
    readers = new ImportReaders({ budgetMs: 500, concurrency: 1 })
    const r = readers
    const held = Array.from({ length: 1 + READERS_WAITING_MAX }, () =>
      r.read([slowGhost()], silent),
    )
    const refused = await r.read([good('late')], silent).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(HttpError)
    expect(refused).toMatchObject({ statusCode: 503, message: importMessages.busy })
    const results = await Promise.all(held)
    expect(results.map((result) => result.errors[0]?.message)).toEqual(
      held.map(() => importMessages.readTooLong(0.5)),
    )
  },
)
