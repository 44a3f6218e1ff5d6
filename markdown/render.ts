// A post's Markdown (CommonMark + GitHub's tables, strikethrough, task lists and literal links)
// as HTML that is safe by construction (docs/decisions/0022): raw HTML in the source is parsed
// as text and escaped, never passed through; a link survives only as http(s) or mailto, an
// image only as http(s); every link is rel="noopener noreferrer nofollow". Nothing here needs a
// sanitizer afterwards because nothing unsafe is ever emitted. The server renders at write time
// and stores the result; the msw handlers use the same function so the mock serves the same HTML.
import MarkdownIt, { type StateCore, type Token } from 'markdown-it'
import { highlight, startHighlightBudget } from './highlight'

/** What `renderMarkdown` makes of a body: the HTML, its plain text and its reading time. */
export interface RenderedBody {
  html: string
  text: string
  readingMinutes: number
}

/** Silent reading speed used for `readingMinutes` (words per minute). */
export const WORDS_PER_MINUTE = 230

const LINK_SCHEMES = /^(?:https?:\/\/|mailto:)/i
const IMAGE_SCHEMES = /^https?:\/\//i

const md = new MarkdownIt('default', {
  // Raw HTML blocks and inline tags become escaped text: the first line of the safety argument.
  html: false,
  linkify: true,
  typographer: false,
  highlight: (code, language) => highlight(code, language),
})

// markdown-it's own validator is a deny-list (it lets some data: images through). Ours is an
// allow-list, checked after entities are decoded and the URL is normalised, so
// `jav&#x61;script:` and friends arrive here as what they are. A refused destination is not a
// link at all: its source stays as escaped text.
md.validateLink = (url: string) => LINK_SCHEMES.test(url.trim())

/** An image whose source is not http(s) (a mailto: passed the shared link check) becomes its alt. */
function dropUnsafeImages(state: StateCore): void {
  for (const token of state.tokens) {
    if (token.type !== 'inline' || !token.children) continue
    token.children = token.children.map((child) => {
      if (child.type !== 'image' || IMAGE_SCHEMES.test(String(child.attrGet('src') ?? '')))
        return child
      const text = new state.Token('text', '', 0)
      text.content = child.content
      return text
    })
  }
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

md.core.ruler.push('quill_safety', (state) => {
  dropUnsafeImages(state)
  taskLists(state)
})

const defaultLinkOpen =
  md.renderer.rules.link_open ??
  ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options))
md.renderer.rules.link_open = (tokens, idx, options, env, self) => {
  tokens[idx]?.attrSet('rel', 'noopener noreferrer nofollow')
  return defaultLinkOpen(tokens, idx, options, env, self)
}

const defaultImage = md.renderer.rules.image
md.renderer.rules.image = (tokens, idx, options, env, self) => {
  tokens[idx]?.attrSet('loading', 'lazy')
  return defaultImage ? defaultImage(tokens, idx, options, env, self) : ''
}

/** The words a reader reads: the text of every block, code included, without the markup. */
function plainText(tokens: Token[]): string {
  const parts: string[] = []
  for (const token of tokens) {
    if (token.type === 'inline') {
      for (const child of token.children ?? []) {
        if (child.type === 'text' || child.type === 'code_inline') parts.push(child.content)
        else if (child.type === 'image') parts.push(child.content)
        else if (child.type === 'softbreak' || child.type === 'hardbreak') parts.push(' ')
      }
    } else if (token.type === 'fence' || token.type === 'code_block') {
      parts.push(' ', token.content, ' ')
    } else if (token.block && token.nesting !== 0) {
      parts.push(' ')
    }
  }
  return parts.join('').replace(/\s+/g, ' ').trim()
}

export function countWords(text: string): number {
  return text.split(/\s+/).filter(Boolean).length
}

/** words / 230, rounded, and never less than one minute. */
export function readingMinutes(text: string): number {
  return Math.max(1, Math.round(countWords(text) / WORDS_PER_MINUTE))
}

export function renderMarkdown(source: string): RenderedBody {
  startHighlightBudget()
  const env = {}
  const tokens = md.parse(source, env)
  const html = md.renderer.render(tokens, md.options, env)
  const text = plainText(tokens)
  return { html, text, readingMinutes: readingMinutes(text) }
}
