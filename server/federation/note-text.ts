// A remote reply's or post's HTML as plain text (ADR 0049): comments and remote posts are text, so
// no markup from another server is ever kept or drawn. The HTML is parsed (turndown's parser, the
// one that reads imported posts), not matched with patterns, so a `>` inside an attribute or a
// comment's `<!-- … -->` never leaks into the text. Paragraphs and line breaks become new lines,
// list items lines of their own with a bullet or their number (a list read as one run-on
// sentence is no list), links their text; scripts, styles and images go; every other element
// gives only its text, with no Markdown marks and no escapes.
import TurndownService from 'turndown'
import { IMPORT_HTML_DEPTH_MAX, IMPORT_HTML_MAX_BYTES } from '../../contract/transfer'
import { findAutolinks } from '../../markdown/gfm-autolink'
import { escapeHtml } from '../findable/head'
import { nestingDepth } from '../transfer/html-to-markdown'

const BLOCKS = [
  'p',
  'div',
  'blockquote',
  'pre',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'section',
  'article',
  'header',
  'footer',
  'figure',
  'figcaption',
  'table',
  'tr',
] as const

/** Where an item stands in its list: "• ", or its number in an ordered one. */
function itemMark(item: HTMLElement): string {
  const list = item.parentNode as HTMLElement | null
  if (list?.nodeName !== 'OL') return '• '
  const start = Number.parseInt(list.getAttribute('start') ?? '', 10)
  const index = Array.prototype.indexOf.call(list.children, item)
  return `${(Number.isFinite(start) ? start : 1) + index}. `
}

let service: TurndownService | undefined

function plainText(): TurndownService {
  if (service) return service
  service = new TurndownService()
  // Text, not Markdown: nothing in it is escaped.
  service.escape = (text: string) => text
  // Rules added later are asked first (before turndown's own and its removals): the catch-all
  // goes in first, then what has a shape.
  service.addRule('text', { filter: () => true, replacement: (content) => content })
  service.addRule('dropped', {
    filter: ['script', 'style', 'img', 'iframe', 'object', 'embed', 'form', 'noscript', 'template'],
    replacement: () => '',
  })
  service.addRule('blocks', {
    filter: [...BLOCKS],
    replacement: (content) => `\n\n${content}\n\n`,
  })
  service.addRule('br', { filter: 'br', replacement: () => '\n' })
  service.addRule('lists', {
    filter: ['ul', 'ol'],
    // A list inside an item goes on with the item's lines; any other ends its paragraph.
    replacement: (content, node) =>
      node.parentNode?.nodeName === 'LI' ? `\n${content}` : `\n\n${content}\n\n`,
  })
  service.addRule('items', {
    filter: 'li',
    replacement: (content, node) => {
      const text = content.replace(/^\n+/, '')
      // An item of paragraphs keeps its blank line after; a plain one takes one line.
      const end = /\n\n$/.test(text) ? '\n\n' : '\n'
      return `${itemMark(node as HTMLElement)}${text.replace(/\n+$/, '')}${end}`
    },
  })
  return service
}

/**
 * The text of a stranger's HTML. HTML nested deeper than an imported post may be is no reply
 * anyone wrote and costs the parser the square of its depth (ADR 0051): it reads as nothing.
 */
export function noteText(html: string): string {
  if (html.length > IMPORT_HTML_MAX_BYTES || nestingDepth(html) > IMPORT_HTML_DEPTH_MAX) return ''
  let text: string
  try {
    text = plainText().turndown(html)
  } catch (error) {
    // The depth is an estimate: a stack that still overflows reads as nothing too.
    if (error instanceof RangeError) return ''
    throw error
  }
  return (
    text
      // Control characters other than tab and new line: never in a comment.
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '')
      .replace(/[ \t]+\n/g, '\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  )
}

/** A block of text as HTML: escaped, its addresses linked by the rules posts and comments use. */
function linkedHtml(text: string): string {
  let html = ''
  let from = 0
  for (const link of findAutolinks(text)) {
    html += escapeHtml(text.slice(from, link.index))
    html += `<a href="${escapeHtml(link.url)}" rel="nofollow noopener noreferrer">${escapeHtml(link.text)}</a>`
    from = link.lastIndex
  }
  return html + escapeHtml(text.slice(from))
}

/**
 * Plain text (a reply, a bio) as the HTML other servers read: a paragraph per blank-line-separated
 * block, a line break per new line, its addresses links. The way back is `noteText`.
 */
export function textHtml(text: string): string {
  return text
    .trim()
    .split(/\n\s*\n/)
    .filter((block) => block.trim())
    .map((block) => `<p>${linkedHtml(block.trim()).replace(/\n/g, '<br>')}</p>`)
    .join('')
}
