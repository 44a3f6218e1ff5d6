// The plain-text part of a post's mail (markdown/mail-text.ts): what a text-only client shows.
import { expect, test } from 'vitest'
import { markdownAsText } from './mail-text'

test('a post reads as text: no Markdown marks, every link and image with its address', () => {
  const source = [
    '# Sourdough at altitude',
    '',
    'Bake it **longer**: see [the guide](https://bread.example/guide), https://bread.example and [our notes](/post/abc/notes).',
    '',
    '![A loaf](https://img.example/loaf.jpg)',
    '',
    '```js',
    'const loaf = bake()',
    '```',
    '',
    '| Step | Time |',
    '| ---- | ---- |',
    '| Rise | 4 h |',
    '',
    'Mail <hello@bread.example>, or [javascript](javascript:alert(1)).',
  ].join('\n')
  expect(markdownAsText(source, 'https://blog.example')).toBe(
    [
      'Sourdough at altitude',
      '=====================',
      '',
      'Bake it longer: see the guide (https://bread.example/guide), https://bread.example and our notes (https://blog.example/post/abc/notes).',
      '',
      '[A loaf] (https://img.example/loaf.jpg)',
      '',
      '    const loaf = bake()',
      '',
      '| Step | Time |',
      '| Rise | 4 h |',
      '',
      // A link the HTML refuses is its words only, here too.
      'Mail hello@bread.example, or javascript.',
    ].join('\n'),
  )
})

test('lists and quotes read as they are written: their marks are the text form', () => {
  const source = [
    '- flour',
    '- water',
    '',
    '3. Mix',
    '4. Wait',
    '',
    '> Patience is an ingredient.',
  ].join('\n')
  expect(markdownAsText(source, 'https://blog.example')).toBe(source)
})

test('a list inside a list is indented under its item', () => {
  expect(markdownAsText('- fruit\n  - apple\n  - pear\n- bread', 'https://blog.example')).toBe(
    '- fruit\n   - apple\n   - pear\n- bread',
  )
})
