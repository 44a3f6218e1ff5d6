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
