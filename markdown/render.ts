// A post's Markdown (CommonMark + GitHub's tables, strikethrough, task lists and autolinks) as
// HTML that is safe by construction (docs/decisions/0022, 0031): raw HTML in the source is
// parsed as text and escaped, never passed through; a link survives only as http(s), mailto or
// a destination on this site (a path or `#fragment`), an image only as http(s); every link off
// the site is rel="noopener noreferrer nofollow". Nothing here needs a
// sanitizer afterwards because nothing unsafe is ever emitted. The server renders at write time
// and stores the result; the msw handlers use the same function so the mock serves the same HTML.
import MarkdownIt, { type StateCore, type Token } from 'markdown-it'
import { autolinkAtStart, findAutolinks, isAutolinkBoundary } from './gfm-autolink'
import { githubRules } from './github-rules'
import { highlight, startHighlightBudget } from './highlight'

/** What `renderMarkdown` makes of a body: the HTML, its plain text and its reading time. */
export interface RenderedBody {
  html: string
  text: string
  readingMinutes: number
}

/** Silent reading speed used for `readingMinutes` (words per minute). */
export const WORDS_PER_MINUTE = 230

/** A destination with a scheme: only these may be followed. Without one it stays on the page. */
const SCHEME = /^[a-z][a-z0-9+.-]*:/i
const LINK_SCHEMES = /^(?:https?:|mailto:)/i
const IMAGE_SCHEMES = /^https?:\/\//i

/**
 * May a link go to `url`? http(s), mailto, and a destination on this site: a path (`/post/…`,
 * `notes`), a query or a fragment (`#install`). Checked after entities are decoded and the URL
 * normalised (percent-encoded), so `jav&#x61;script:` arrives as `javascript:` and is refused,
 * and a `javascript%3A…` that has no scheme is a harmless path.
 */
export function isSafeLink(url: string): boolean {
  const trimmed = url.trim()
  return !SCHEME.test(trimmed) || LINK_SCHEMES.test(trimmed)
}

const md = new MarkdownIt('default', {
  // Raw HTML blocks and inline tags become escaped text: the first line of the safety argument.
  html: false,
  linkify: true,
  typographer: false,
  highlight: (code, language) => highlight(code, language),
})

// Every destination is parsed as what it is, so a reference definition whose destination is
// refused is still a definition, never printed as text (GFM's `[foo]: /url` is consumed); the
// check is the `quill_safety` rule below, which sees every link and image the parse made.
md.validateLink = () => true

// GitHub's extended autolinks instead of linkify-it's guesses (gfm-autolink.ts).
md.linkify.test = (text) => findAutolinks(text).length > 0
md.linkify.match = (text) => {
  const found = findAutolinks(text)
  return found.length > 0 ? found : null
}
md.linkify.matchAtStart = autolinkAtStart
// markdown-it's inline rule links `http://` wherever it stands; GitHub only after whitespace,
// `*`, `_`, `~` or `(` (so `<https://a.example b>` stays text). At a `://` whose scheme follows
// anything else, the `:` is taken as text first, so the rule never sees it.
md.inline.ruler.before('linkify', 'gfm_autolink_boundary', (state, silent) => {
  const { pos, src } = state
  if (src.charCodeAt(pos) !== 0x3a || !src.startsWith('//', pos + 1)) return false
  let start = pos
  while (start > 0 && /[a-z0-9+.-]/i.test(src[start - 1] ?? '')) start -= 1
  if (start === pos || isAutolinkBoundary(start === 0 ? undefined : src[start - 1])) return false
  if (!silent) state.pending += ':'
  state.pos += 1
  return true
})

/**
 * The allow-list, after parsing: a link whose destination is refused keeps its words and loses
 * its link; an image whose source is not http(s) becomes its alt text.
 */
function enforceAllowList(state: StateCore): void {
  for (const token of state.tokens) {
    if (token.type !== 'inline' || !token.children) continue
    const kept: Token[] = []
    let dropClose = 0
    for (const child of token.children) {
      if (child.type === 'link_open' && !isSafeLink(String(child.attrGet('href') ?? ''))) {
        dropClose += 1
        continue
      }
      if (child.type === 'link_close' && dropClose > 0) {
        dropClose -= 1
        continue
      }
      if (child.type === 'image' && !IMAGE_SCHEMES.test(String(child.attrGet('src') ?? ''))) {
        const text = new state.Token('text', '', 0)
        text.content = child.content
        kept.push(text)
        continue
      }
      kept.push(child)
    }
    token.children = kept
  }
}

md.core.ruler.push('quill_safety', enforceAllowList)
githubRules(md)

const defaultLinkOpen =
  md.renderer.rules.link_open ??
  ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options))
md.renderer.rules.link_open = (tokens, idx, options, env, self) => {
  const token = tokens[idx]
  // A link off the site is not endorsed and gets no window.opener; a link on it needs neither.
  const href = String(token?.attrGet('href') ?? '')
  if (token && (LINK_SCHEMES.test(href) || href.startsWith('//'))) {
    token.attrSet('rel', 'noopener noreferrer nofollow')
  }
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
    } else if (token.type === 'heading_close') {
      // A heading ends like a sentence, so a preview does not run it into the text after it.
      const last = parts.at(-1) ?? ''
      parts.push(/[.!?:;…]\s*$/.test(last) || last.trim() === '' ? ' ' : '. ')
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

/** The tokens of a body, parsed by the same rules (and allow-list) as its HTML. */
export function parseMarkdown(source: string): Token[] {
  return md.parse(source, {})
}

export function renderMarkdown(source: string): RenderedBody {
  startHighlightBudget()
  const env = {}
  const tokens = md.parse(source, env)
  const html = md.renderer.render(tokens, md.options, env)
  const text = plainText(tokens)
  return { html, text, readingMinutes: readingMinutes(text) }
}
