// The parts of GitHub's Markdown that markdown-it does not do as GitHub does (docs/decisions/
// 0031): heading ids a table of contents can link to, `<del>` for strikethrough, `align` on
// table cells, task lists, a scroll box around tables, and a caption under an image that has a
// title. Every element and attribute here is fixed markup made by the renderer; the only text
// from the source is escaped by markdown-it when it renders.
import type { MarkdownIt, StateCore, Token } from 'markdown-it'

/**
 * Ids the app itself gives elements of a post page: a heading never takes one, so a heading
 * called "Root" cannot take the place of the element the app is drawn in.
 */
const RESERVED_IDS = ['root', 'comments-heading', 'header-search', 'menu-search', 'page-search']

/** GitHub's heading slug: lower case, letters, digits, `-` and `_`, spaces as `-`. */
export function slug(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}\s_-]/gu, '')
    .replace(/\s/g, '-')
}

/** Each heading gets the id of its text; a repeated one `-1`, `-2`, … as on GitHub. */
function headingIds(state: StateCore): void {
  const used = new Set(RESERVED_IDS)
  const { tokens } = state
  tokens.forEach((token, i) => {
    if (token.type !== 'heading_open') return
    const text = (tokens[i + 1]?.children ?? [])
      .filter((child) => child.type === 'text' || child.type === 'code_inline')
      .map((child) => child.content)
      .join('')
    const base = slug(text)
    if (!base) return
    let id = base
    for (let n = 1; used.has(id); n += 1) id = `${base}-${n}`
    used.add(id)
    token.attrSet('id', id)
  })
}

const TASK = /^\[([ xX])\][ \t]+/

/**
 * GitHub's task lists: a list item whose text starts with `[ ]` or `[x]` gets a disabled
 * checkbox. The checkbox is fixed markup made here, not anything from the source.
 */
function taskLists(state: StateCore): void {
  const { tokens } = state
  for (let i = 2; i < tokens.length; i += 1) {
    const inline = tokens[i]
    const paragraph = tokens[i - 1]
    const item = tokens[i - 2]
    if (
      inline?.type !== 'inline' ||
      paragraph?.type !== 'paragraph_open' ||
      item?.type !== 'list_item_open'
    ) {
      continue
    }
    const first = inline.children?.[0]
    const match = first?.type === 'text' ? TASK.exec(first.content) : null
    if (!first || !match) continue
    first.content = first.content.slice(match[0].length)
    const checked = match[1] !== ' '
    const box = new state.Token('html_inline', '', 0)
    box.content = `<input class="task-list-item-checkbox" type="checkbox" disabled${checked ? ' checked' : ''}> `
    inline.children?.unshift(box)
    item.attrJoin('class', 'task-list-item')
  }
}

/**
 * An image alone in its paragraph, with a title (`![a harbour](https://… "Gulls at dawn")`),
 * becomes a figure whose caption is the title. The alt stays the description for those who do
 * not see the image; the caption is for everyone.
 */
function figures(state: StateCore): void {
  const { tokens } = state
  for (let i = 1; i < tokens.length - 1; i += 1) {
    const open = tokens[i - 1]
    const inline = tokens[i]
    const close = tokens[i + 1]
    const image = inline?.children?.length === 1 ? inline.children[0] : undefined
    const caption = image?.type === 'image' ? image.attrGet('title') : null
    if (open?.type !== 'paragraph_open' || open.hidden || !close || !inline || !image) continue
    if (typeof caption !== 'string' || caption === '') continue
    open.tag = 'figure'
    close.tag = 'figure'
    image.attrs = (image.attrs ?? []).filter(([name]) => name !== 'title')
    const captionOpen = new state.Token('figcaption_open', 'figcaption', 1)
    const text = new state.Token('text', '', 0)
    text.content = caption
    const captionClose = new state.Token('figcaption_close', 'figcaption', -1)
    inline.children?.push(captionOpen, text, captionClose)
  }
}

/** GFM writes a cell's alignment as `align`, which no Content-Security-Policy can turn off. */
function cellAlignment(token: Token): void {
  const style = token.attrGet('style')
  if (typeof style !== 'string') return
  token.attrs = (token.attrs ?? []).filter(([name]) => name !== 'style')
  const align = /text-align:(left|right|center)/.exec(style)?.[1]
  if (align) token.attrSet('align', align)
}

const focusable = (html: string) => html.replace(/^<pre>/, '<pre tabindex="0">')

export function githubRules(md: MarkdownIt): void {
  md.core.ruler.push('quill_github', (state) => {
    headingIds(state)
    taskLists(state)
    figures(state)
    for (const token of state.tokens) {
      if (token.type === 'th_open' || token.type === 'td_open') cellAlignment(token)
    }
  })
  md.renderer.rules.s_open = () => '<del>'
  md.renderer.rules.s_close = () => '</del>'
  // A wide table scrolls sideways in its own box (the page does not), which a keyboard can
  // reach and scroll; post-body.module.css draws the shadow that says there is more.
  md.renderer.rules.table_open = () =>
    '<div class="table-scroll" tabindex="0" role="group" aria-label="Table">\n<table>\n'
  md.renderer.rules.table_close = () => '</table>\n</div>\n'
  // A code block scrolls sideways when a line is longer than the page is wide: a keyboard must
  // reach it to scroll it too (axe `scrollable-region-focusable`).
  const fence = md.renderer.rules.fence
  const codeBlock = md.renderer.rules.code_block
  md.renderer.rules.fence = (...args) => focusable(fence?.(...args) ?? '')
  md.renderer.rules.code_block = (...args) => focusable(codeBlock?.(...args) ?? '')
}
