import { expect, test } from 'vitest'
import { noteText, textHtml } from './note-text'

test("a Mastodon reply's HTML becomes plain text: paragraphs, breaks, links' text, no markup", () => {
  const html =
    '<p><span class="h-card"><a href="https://a.example/@ada" class="u-url mention">@<span>ada</span></a></span> Lovely post &amp; thanks!</p><p>Line one<br>line two</p>'
  expect(noteText(html)).toBe('@ada Lovely post & thanks!\n\nLine one\nline two')
})

test('scripts, styles and tags go; character references are decoded once, as a browser does', () => {
  expect(
    noteText(
      '<script>alert(1)</script><style>p{}</style><b>&lt;b&gt;</b> &amp;lt; &#x1F600; &#0; &bogus;',
    ),
  ).toBe('<b> &lt; 😀 \uFFFD &bogus;')
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

test('a `>` inside an attribute, or an HTML comment, never reaches the text', () => {
  expect(noteText('<p><a title="a > b" href="https://x.example/">the link</a> after</p>')).toBe(
    'the link after',
  )
  expect(noteText('<p>Kept<!-- <b>not this</b> --> too</p>')).toBe('Kept too')
  expect(noteText('<p>Use <code>a &gt; b</code> and <strong>this</strong></p>')).toBe(
    'Use a > b and this',
  )
})

test('HTML nested deeper than any reply reads as nothing, before the parser sees it', () => {
  expect(noteText(`${'<div>'.repeat(5_000)}x${'</div>'.repeat(5_000)}`)).toBe('')
  expect(noteText(`${'<div>'.repeat(50)}fine${'</div>'.repeat(50)}`)).toBe('fine')
})

test('text goes out as HTML: escaped, paragraphs and breaks, its addresses linked; and back', () => {
  const text = 'See <this> & www.example.com\nor https://x.example/a?b=1&c=2.\n\nBye'
  const html = textHtml(text)
  expect(html).toBe(
    '<p>See &lt;this&gt; &amp; <a href="http://www.example.com" rel="nofollow noopener noreferrer">www.example.com</a><br>or <a href="https://x.example/a?b=1&amp;c=2" rel="nofollow noopener noreferrer">https://x.example/a?b=1&amp;c=2</a>.</p><p>Bye</p>',
  )
  expect(noteText(html)).toBe(text)
  expect(textHtml('  \n\n ')).toBe('')
})
