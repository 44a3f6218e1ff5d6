// What Ghost's editors keep of a post when its export has no `html` (ADR 0080): Ghost 1.x–4.x
// keep a mobiledoc document (sections, and cards such as `markdown`, `image`, `html`), Ghost 5
// a lexical one (a tree of nodes). Each becomes Markdown: text, headings, quotes, lists, images,
// code and the Markdown cards as they are; what is not read here leaves nothing. A document is
// bounded as a post's HTML is (its JSON is parsed here, not counted with the export's).
import { IMPORT_HTML_MAX_BYTES } from '../../contract/transfer'
import { htmlToMarkdown } from './html-to-markdown'
import { list, record, str } from './read-values'

function parse(document: string): unknown {
  if (document.length > IMPORT_HTML_MAX_BYTES) return undefined
  try {
    return JSON.parse(document)
  } catch {
    return undefined
  }
}

const image = (src: string, alt = '') => (src ? `![${alt.replace(/[[\]]/g, '')}](${src})` : '')
const fence = (code: string) => `\`\`\`\n${code}\n\`\`\``
const html = (source: string) => {
  try {
    return htmlToMarkdown(source)
  } catch {
    return ''
  }
}

/** A card of mobiledoc, as Markdown. */
function card(name: string, payload: Record<string, unknown>): string {
  switch (name) {
    case 'markdown':
    case 'card-markdown':
      return str(payload.markdown).trim()
    case 'image':
      return image(str(payload.src), str(payload.alt))
    case 'html':
      return html(str(payload.html))
    case 'code':
      return fence(str(payload.code))
    case 'hr':
      return '---'
    default:
      return ''
  }
}

/** Mobiledoc (0.3) as Markdown, or undefined when it holds nothing this reads. */
export function markdownOfMobiledoc(document: string): string | undefined {
  try {
    return mobiledoc(document)
  } catch {
    // A document nested past the stack's depth: not read (an error line says so).
    return undefined
  }
}

function mobiledoc(document: string): string | undefined {
  const doc = record(parse(document))
  if (!doc) return undefined
  const cards = list(doc.cards)
  const markersText = (markers: unknown) =>
    list(markers)
      .map((m) => (list(m)[0] === 0 ? str(list(m)[3]) : ''))
      .join('')
  const blocks: string[] = []
  for (const section of list(doc.sections)) {
    const [kind, a, b] = list(section)
    if (kind === 10) {
      const [name, payload] = list(cards[Number(a)])
      blocks.push(card(str(name), record(payload) ?? {}))
    } else if (kind === 1) {
      const words = markersText(b)
      const tag = str(a).toLowerCase()
      const level = /^h([1-6])$/.exec(tag)?.[1]
      blocks.push(
        level
          ? `${'#'.repeat(Number(level))} ${words}`
          : tag === 'blockquote'
            ? `> ${words}`
            : words,
      )
    } else if (kind === 2) {
      blocks.push(image(str(a)))
    } else if (kind === 3) {
      const ordered = str(a).toLowerCase() === 'ol'
      blocks.push(
        list(b)
          .map((item, i) => `${ordered ? `${i + 1}.` : '-'} ${markersText(item)}`)
          .join('\n'),
      )
    }
  }
  const markdown = blocks
    .map((block) => block.trim())
    .filter(Boolean)
    .join('\n\n')
  return markdown || undefined
}

/** A lexical node's inline text (text, links, line breaks). */
function inline(node: unknown): string {
  const n = record(node)
  if (!n) return ''
  if (n.type === 'text' || n.type === 'extended-text') return str(n.text)
  if (n.type === 'linebreak') return '\n'
  const words = list(n.children).map(inline).join('')
  if (n.type === 'link' && str(n.url)) return `[${words}](${str(n.url)})`
  return words
}

/** A lexical block node as Markdown. */
function block(node: unknown): string {
  const n = record(node)
  if (!n) return ''
  const type = str(n.type)
  switch (type) {
    case 'paragraph':
      return inline(n)
    case 'heading':
    case 'extended-heading': {
      const level = Number(/^h([1-6])$/.exec(str(n.tag))?.[1] ?? 2)
      return `${'#'.repeat(level)} ${inline(n)}`
    }
    case 'quote':
    case 'extended-quote':
    case 'aside':
      return `> ${inline(n)}`
    case 'list':
      return list(n.children)
        .map((item, i) => `${str(n.listType) === 'number' ? `${i + 1}.` : '-'} ${inline(item)}`)
        .join('\n')
    case 'image':
      return image(str(n.src), str(n.alt))
    case 'markdown':
      return str(n.markdown).trim()
    case 'html':
      return html(str(n.html))
    case 'codeblock':
      return fence(str(n.code))
    case 'horizontalrule':
      return '---'
    default:
      return ''
  }
}

/** Lexical as Markdown, or undefined when it holds nothing this reads. */
export function textOfLexical(document: string): string | undefined {
  try {
    return lexical(document)
  } catch {
    return undefined
  }
}

function lexical(document: string): string | undefined {
  const root = record(record(parse(document))?.root)
  if (!root) return undefined
  const markdown = list(root.children)
    .map((node) => block(node).trim())
    .filter(Boolean)
    .join('\n\n')
  return markdown || undefined
}
