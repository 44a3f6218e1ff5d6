// The bounds an import's files are read within (ADR 0051), each on its own: sizes refused before
// parsing, text taken from front matter only as text, and scans that cost one pass however the
// input is made. In-process here; read-off-thread.unit.test.ts runs them in the worker thread.
import { strToU8, zipSync } from 'fflate'
import { expect, test } from 'vitest'
import {
  IMPORT_HTML_DEPTH_MAX,
  IMPORT_HTML_MAX_BYTES,
  IMPORT_MARKDOWN_MAX_BYTES,
  IMPORT_POSTS_MAX,
  type ImportError,
  importMessages,
} from '../../contract/transfer'
import { htmlToMarkdown, nestingDepth } from './html-to-markdown'
import { MARKDOWN_IMAGE } from './import'
import { readFile } from './read-files'
import { jsonContainers } from './read-ghost'
import { type FileRead, readImport } from './read-import'
import { headingTitle, tagsOf } from './read-markdown'
import { xmlMarkup } from './read-feed'

const bytes = (s: string) => new TextEncoder().encode(s)

/** A file's candidates and error lines, and how long reading it took. */
function read(name: string, data: Uint8Array, room = IMPORT_POSTS_MAX + 1) {
  const errors: ImportError[] = []
  const started = performance.now()
  const candidates = readFile({ name, data }, errors, room)
  return { candidates, errors, ms: performance.now() - started }
}

const ghost = (html: string) =>
  bytes(JSON.stringify({ db: [{ data: { posts: [{ id: 1, title: 'T', html }] } }] }))
const rss = (description: string) =>
  bytes(
    `<rss version="2.0"><channel><item><title>T</title><description><![CDATA[${description}]]></description></item></channel></rss>`,
  )

test('a title line is read in one pass: a 200 KB run of blanks costs milliseconds', () => {
  const { candidates, ms } = read('t.md', bytes(`# a${' '.repeat(200_000)}b\n\nBody`))
  expect(ms).toBeLessThan(100)
  expect(candidates[0]?.title).toBe(`a${' '.repeat(200_000)}b`)
  expect(candidates[0]?.body).toBe('Body')
})

test('the title line reads as the regex it replaces did', () => {
  const cases: [string, { title: string; rest: string } | undefined][] = [
    ['# Title\n\nBody', { title: 'Title', rest: '\nBody' }],
    ['#\tTitle ###  \nBody', { title: 'Title', rest: 'Body' }],
    ['# a#b', { title: 'a#b', rest: '' }],
    ['# #', { title: '#', rest: '' }],
    ['#Title', undefined],
    ['#   ', undefined],
    ['## Sub', undefined],
    ['Text\n# Later', undefined],
  ]
  for (const [body, expected] of cases) expect(headingTitle(body), body).toEqual(expected)
})

test('tags are words: a list of text or numbers, or a line; anything else is refused', () => {
  expect(tagsOf(['rust', 2024])).toEqual(['rust', '2024'])
  expect(tagsOf('a, b ,,c')).toEqual(['a', 'b', 'c'])
  expect(tagsOf(undefined)).toEqual([])
  for (const bad of [[['nested']], [{ a: 1 }], [new Date(0)], [true], [null], { a: 'b' }]) {
    expect(tagsOf(bad), JSON.stringify(bad)).toBeUndefined()
  }
})

test('a YAML alias bomb in tags is an error line at once, never joined into a string', () => {
  const levels = 'bcdefghi'
    .split('')
    .map((name, i) => `  - &${name} [${Array(9).fill(`*${'abcdefgh'[i]}`).join(',')}]`)
  const bomb = ['---', 'title: Bomb', 'tags:', '  - &a ["lol","lol","lol"]', ...levels, '---', 'x']
  const { candidates, errors, ms } = read('bomb.md', bytes(bomb.join('\n')))
  expect(candidates).toEqual([])
  expect(errors).toEqual([{ file: 'bomb.md', message: importMessages.tagsNotText }])
  expect(ms).toBeLessThan(100)
  const dated = read('d.md', bytes('---\ntitle: D\ntags: [2024-01-01]\n---\nx'))
  expect(dated.errors).toEqual([{ file: 'd.md', message: importMessages.tagsNotText }])
  const titled = read('t.md', bytes('---\ntitle: [a, b]\n---\nx'))
  expect(titled.errors).toEqual([{ file: 't.md', message: importMessages.titleNotText }])
})

test('a Markdown file over its bound is refused before it is decoded, alone or in a zip', () => {
  const big = new Uint8Array(IMPORT_MARKDOWN_MAX_BYTES + 1).fill(0x61)
  expect(read('big.md', big).errors).toEqual([
    { file: 'big.md', message: importMessages.markdownTooLarge },
  ])
  const zip = zipSync({ 'big.md': big, 'ok.md': strToU8('# Fine\n\nx') })
  const zipped = read('site.zip', zip)
  expect(zipped.errors).toEqual([
    { file: 'site.zip/big.md', message: importMessages.markdownTooLarge },
  ])
  expect(zipped.candidates.map((c) => c.title)).toEqual(['Fine'])
})

test("a post's HTML over its size or nesting bound is the post's error line, in milliseconds", () => {
  const large = read('g.json', ghost(`<p>${'x'.repeat(IMPORT_HTML_MAX_BYTES)}</p>`))
  expect(large.errors).toEqual([{ file: 'g.json#1', message: importMessages.htmlTooLarge }])
  expect(large.ms).toBeLessThan(200)
  const deep = read('f.xml', rss(`${'<div>'.repeat(5000)}x${'</div>'.repeat(5000)}`))
  expect(deep.errors).toEqual([{ file: 'f.xml#1', message: importMessages.htmlTooDeep }])
  expect(deep.ms).toBeLessThan(100)
  // `<div/>` is an open <div> in HTML: it nests.
  expect(() => htmlToMarkdown('<div/>'.repeat(5000))).toThrow()
})

test('the nesting estimate: void elements, optional end tags and SVG do not add up', () => {
  expect(nestingDepth('<div><p>a<p>b<ul><li>c<li>d</ul></div>')).toBe(2)
  expect(nestingDepth('<p>' + '<br><img src="x"><hr/>'.repeat(1000))).toBe(0)
  expect(nestingDepth('<svg>' + '<path d="M0"/>'.repeat(1000) + '</svg>')).toBe(1)
  expect(nestingDepth('<b><i><u>x</u></i></b>'.repeat(1000))).toBe(3)
  const ordinary = `${'<div>'.repeat(IMPORT_HTML_DEPTH_MAX)}x${'</div>'.repeat(IMPORT_HTML_DEPTH_MAX)}`
  expect(htmlToMarkdown(ordinary)).toBe('x')
  // One pass: 500,000 unclosed `<a` cost no rescans.
  const started = performance.now()
  nestingDepth('<a'.repeat(250_000))
  expect(performance.now() - started).toBeLessThan(200)
})

test("a JSON's objects and lists are counted before it is parsed; strings do not count", () => {
  expect(jsonContainers(bytes('{"a":[1,{"b":"{[\\"{"}],"c":[]}'))).toBe(4)
  const wide = bytes(`{"db":[{"data":{"posts":[${Array(1_000_001).fill('{}').join(',')}]}}]}`)
  expect(read('wide.json', wide).errors).toEqual([
    { file: 'wide.json', message: importMessages.jsonTooComplex },
  ])
})

test("a feed's elements and attributes are counted before it is parsed; CDATA does not count", () => {
  expect(xmlMarkup('<a x="1" y="2"><b/><![CDATA[<c d="e">]]><!-- <f> --></a>')).toBe(4)
  const attributes = Array.from({ length: 300 }, (_, i) => `a${i}=""`).join(' ')
  const wide = bytes(`<rss><channel>${`<item ${attributes}/>`.repeat(1000)}</channel></rss>`)
  expect(read('wide.xml', wide).errors).toEqual([
    { file: 'wide.xml', message: importMessages.xmlTooComplex },
  ])
})

test("a body's images are found in one pass: 50,000 characters of `![` cost milliseconds", () => {
  const started = performance.now()
  expect([...'!['.repeat(25_000).matchAll(MARKDOWN_IMAGE)]).toEqual([])
  expect(performance.now() - started).toBeLessThan(50)
  const found = [...'a ![alt](https://x.test/a.png "t") b ![](<b.png>)'.matchAll(MARKDOWN_IMAGE)]
  expect(found.map((m) => m[2])).toEqual(['https://x.test/a.png', 'b.png'])
})

test('reading stops once the post limit is passed: no HTML past it is converted', () => {
  // Past the first post over the limit, every item's HTML is refused if it is ever read.
  const deep = `&lt;div&gt;`.repeat(IMPORT_HTML_DEPTH_MAX + 1)
  const items = Array.from(
    { length: IMPORT_POSTS_MAX + 50 },
    (_, i) =>
      `<item><title>P${i}</title><description>${i > IMPORT_POSTS_MAX ? deep : 'x'}</description></item>`,
  ).join('')
  const feed = bytes(`<rss version="2.0"><channel>${items}</channel></rss>`)
  const reads: FileRead[] = []
  readImport(
    [
      { name: 'feed.xml', data: feed },
      { name: 'after.md', data: bytes('# After\n\nx') },
    ],
    (_index, fileRead) => reads.push(fileRead),
  )
  expect(reads).toHaveLength(1)
  expect(reads[0]?.posts).toHaveLength(IMPORT_POSTS_MAX)
  expect(reads[0]?.errors).toEqual([
    { file: `feed.xml#${IMPORT_POSTS_MAX + 1}`, message: importMessages.tooManyPosts },
  ])
})
