import { expect, test } from 'vitest'
import { renderMarkdown } from '../../markdown/render'
import { absoluteLinks } from './rss'

test("a post's links on the site are absolute in its feed item; others are left as they are", () => {
  const { html } = renderMarkdown(
    '[Install](#install), [another post](/post/abc?x=1&y=2), [notes](notes) and ' +
      '[elsewhere](https://example.org/a) or <me@example.org>\n\n## Install',
  )
  const item = absoluteLinks(html, 'https://quill.example/post/p1')
  expect(item).toContain('<a href="https://quill.example/post/p1#install">Install</a>')
  expect(item).toContain('<a href="https://quill.example/post/abc?x=1&amp;y=2">another post</a>')
  expect(item).toContain('<a href="https://quill.example/post/notes">notes</a>')
  expect(item).toContain('<a href="https://example.org/a" rel="noopener noreferrer nofollow">')
  expect(item).toContain('<a href="mailto:me@example.org"')
})
