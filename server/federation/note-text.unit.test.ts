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
