import { expect, test } from 'vitest'
import { noteText } from './note-text'

test("a Mastodon reply's HTML becomes plain text: paragraphs, breaks, links' text, no markup", () => {
  const html =
    '<p><span class="h-card"><a href="https://a.example/@ada" class="u-url mention">@<span>ada</span></a></span> Lovely post &amp; thanks!</p><p>Line one<br>line two</p>'
  expect(noteText(html)).toBe('@ada Lovely post & thanks!\n\nLine one\nline two')
})

test('scripts, styles and tags go; character references are decoded once, bad ones kept', () => {
  expect(
    noteText(
      '<script>alert(1)</script><style>p{}</style><b>&lt;b&gt;</b> &amp;lt; &#x1F600; &#0; &bogus;',
    ),
  ).toBe('<b> &lt; 😀 &#0; &bogus;')
  expect(noteText('<img src=x onerror=alert(1)>')).toBe('')
})

test('a list stays a list: each item on its own line, with a bullet or its number', () => {
  expect(
    noteText('<p>Packing:</p><ul><li>tent</li><li>stove &amp; fuel</li></ul><p>Then go.</p>'),
  ).toBe('Packing:\n\n• tent\n• stove & fuel\n\nThen go.')
  expect(noteText('<ol start="3"><li><p>three</p></li><li>four</li></ol>')).toBe(
    '3. three\n\n4. four',
  )
  // Nested lists count their own items; a stray item or closing tag does no harm.
  expect(noteText('<ol><li>a<ul><li>b</li></ul></li><li>c</li></ol></ul><li>d')).toBe(
    '1. a\n• b\n2. c\n\n• d',
  )
})
