import { expect, test } from 'vitest'
import {
  type Format,
  type TextEdit,
  applyFormat,
  imageMarkdown,
  shortcutFormat,
} from './markdown-edit'

/** The text with `[` `]` marking the selection, as a person would draw it. */
function parse(marked: string): TextEdit {
  const start = marked.indexOf('[')
  const end = marked.indexOf(']') - 1
  return { value: marked.replace('[', '').replace(']', ''), start, end }
}
function show({ value, start, end }: TextEdit): string {
  return `${value.slice(0, start)}[${value.slice(start, end)}]${value.slice(end)}`
}
const format = (marked: string, f: Format) => show(applyFormat(parse(marked), f))

test('bold, italic and code wrap the selection and keep it selected', () => {
  expect(format('a [word] here', 'bold')).toBe('a **[word]** here')
  expect(format('a [word] here', 'italic')).toBe('a _[word]_ here')
  expect(format('a [word] here', 'code')).toBe('a `[word]` here')
})

test('with nothing selected, a placeholder is inserted and selected', () => {
  expect(format('a [] b', 'bold')).toBe('a **[bold text]** b')
  expect(format('[]', 'italic')).toBe('_[italic text]_')
})

test('a second press unwraps what the first wrapped', () => {
  const once = applyFormat(parse('a [word] here'), 'bold')
  expect(show(applyFormat(once, 'bold'))).toBe('a [word] here')
})

test('code over several lines is a fenced block', () => {
  expect(format('x\n[a = 1\nb = 2]', 'code')).toBe('x\n```\n[a = 1\nb = 2]\n```\n')
})

test('a link wraps the text and selects the URL to type over', () => {
  expect(format('see [the docs] now', 'link')).toBe('see [the docs]([https://]) now')
  expect(format('[]', 'link')).toBe('[link text]([https://])')
})

test('heading, list and quote prefix every selected line, and a second press takes it off', () => {
  expect(format('one\n[two\nthree]\nfour', 'list')).toBe('one\n[- two\n- three]\nfour')
  expect(format('one\n[- two\n- three]\nfour', 'list')).toBe('one\n[two\nthree]\nfour')
  expect(format('ti[]tle', 'heading')).toBe('## ti[]tle')
  expect(format('> a[]', 'quote')).toBe('a[]')
  // Whole lines selected up to the next line's start: that line is not touched.
  expect(format('[a\n]b', 'quote')).toBe('[> a]\nb')
})

test('an image goes on a line of its own at the cursor, its alt text made safe', () => {
  expect(show(imageMarkdown(parse('Intro[]'), 'my [photo]', 'https://h/x.webp'))).toBe(
    'Intro\n\n![my photo](https://h/x.webp)\n[]',
  )
  // No alt yet: the cursor waits between the brackets for the author's description.
  expect(show(imageMarkdown(parse('Intro[]'), '', 'https://h/y.webp'))).toBe(
    'Intro\n\n![[]](https://h/y.webp)\n',
  )
})

/** Text with « » around the selection: images' own brackets would confuse `parse`. */
function marked(text: string): TextEdit {
  const start = text.indexOf('«')
  const end = text.indexOf('»') - 1
  return { value: text.replace('«', '').replace('»', ''), start, end }
}
const unmarked = ({ value, start, end }: TextEdit) =>
  `${value.slice(0, start)}«${value.slice(start, end)}»${value.slice(end)}`
const image = (text: string, alt: string, url: string) =>
  unmarked(imageMarkdown(marked(text), alt, url))

test("a second image never goes into the first one's description: it follows on its own line", () => {
  const first = imageMarkdown(marked('«»'), '', 'https://h/a.webp')
  expect(unmarked(first)).toBe('![«»](https://h/a.webp)\n')
  expect(unmarked(imageMarkdown(first, '', 'https://h/b.webp'))).toBe(
    '![](https://h/a.webp)\n\n![«»](https://h/b.webp)\n',
  )
  // A description being typed, a selection across the address, text after the image: the same.
  expect(image('![Gul«»ls](https://h/a.webp)\nmore', '', 'https://h/b.webp')).toBe(
    '![Gulls](https://h/a.webp)\n\n![«»](https://h/b.webp)\nmore',
  )
  expect(image('x ![a](ht«tps://h/a.w»ebp) y', 'b', 'https://h/b.webp')).toBe(
    'x ![a](https://h/a.webp) y\n\n![b](https://h/b.webp)\n«»',
  )
  // Right after an image is not inside it.
  expect(image('![a](https://h/a.webp)«»', 'b', 'https://h/b.webp')).toBe(
    '![a](https://h/a.webp)\n\n![b](https://h/b.webp)\n«»',
  )
})

test('Ctrl or Cmd with B, I and K are the shortcuts; with Shift or Alt they are not', () => {
  const key = (k: string, extra = {}) => ({
    key: k,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    shiftKey: false,
    ...extra,
  })
  expect(shortcutFormat(key('b', { ctrlKey: true }))).toBe('bold')
  expect(shortcutFormat(key('I', { metaKey: true }))).toBe('italic')
  expect(shortcutFormat(key('k', { ctrlKey: true }))).toBe('link')
  expect(shortcutFormat(key('b'))).toBeNull()
  expect(shortcutFormat(key('b', { ctrlKey: true, shiftKey: true }))).toBeNull()
  expect(shortcutFormat(key('s', { ctrlKey: true }))).toBeNull()
})
