import { expect, test } from 'vitest'
import { linkify } from './linkify'

test('plain text stays one piece of text', () => {
  expect(linkify('Nice post!')).toEqual([{ kind: 'text', text: 'Nice post!' }])
  expect(linkify('')).toEqual([])
})

test('http and https addresses become links, the text around them kept', () => {
  expect(linkify('See https://example.com/a?b=1#c and http://x.org')).toEqual([
    { kind: 'text', text: 'See ' },
    { kind: 'link', text: 'https://example.com/a?b=1#c', href: 'https://example.com/a?b=1#c' },
    { kind: 'text', text: ' and ' },
    { kind: 'link', text: 'http://x.org', href: 'http://x.org' },
  ])
})

test('as in a post: www. addresses and email addresses link too', () => {
  expect(linkify('Try www.example.com or write to ada@example.com.')).toEqual([
    { kind: 'text', text: 'Try ' },
    { kind: 'link', text: 'www.example.com', href: 'http://www.example.com' },
    { kind: 'text', text: ' or write to ' },
    { kind: 'link', text: 'ada@example.com', href: 'mailto:ada@example.com' },
    { kind: 'text', text: '.' },
  ])
  expect(linkify('mailto:a@example.com')).toEqual([
    { kind: 'link', text: 'mailto:a@example.com', href: 'mailto:a@example.com' },
  ])
})

test('punctuation that ends a sentence, and an unopened bracket, are not part of the address', () => {
  expect(linkify('Read https://example.com/page.')).toEqual([
    { kind: 'text', text: 'Read ' },
    { kind: 'link', text: 'https://example.com/page', href: 'https://example.com/page' },
    { kind: 'text', text: '.' },
  ])
  expect(linkify('(see https://example.com/x)')).toEqual([
    { kind: 'text', text: '(see ' },
    { kind: 'link', text: 'https://example.com/x', href: 'https://example.com/x' },
    { kind: 'text', text: ')' },
  ])
  expect(linkify('https://en.wikipedia.org/wiki/Foo_(bar)')[0]).toMatchObject({
    kind: 'link',
    text: 'https://en.wikipedia.org/wiki/Foo_(bar)',
  })
})

test('only http(s) and mail: javascript:, data: and the like stay text', () => {
  for (const text of [
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'ftp://example.com/file',
    'vbscript:msgbox(1)',
  ]) {
    expect(linkify(text)).toEqual([{ kind: 'text', text }])
  }
})

test('an address glued to a word, or with nothing after the scheme, is not a link', () => {
  expect(linkify('xhttps://example.com')).toEqual([{ kind: 'text', text: 'xhttps://example.com' }])
  expect(linkify('https://')).toEqual([{ kind: 'text', text: 'https://' }])
})

test('markup in the text stays text, never an element', () => {
  const pieces = linkify('<a href="javascript:x"> https://ok.example/"onmouseover=x</a>')
  expect(pieces.filter((piece) => piece.kind === 'link')).toEqual([
    {
      kind: 'link',
      text: 'https://ok.example/"onmouseover=x',
      href: 'https://ok.example/"onmouseover=x',
    },
  ])
  // Glued to a tag's `>`, as in a post, an address is not one.
  expect(linkify('<b>https://ok.example/</b>').every((piece) => piece.kind === 'text')).toBe(true)
})
