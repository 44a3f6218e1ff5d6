// A post's body as the plain-text part of a mail: what a reader of a text-only mail client reads,
// not the Markdown it was written in. Parsed by the same rules as its HTML (render.ts), so the
// same links survive: a link is its words then its address in brackets (the address alone when
// the words are it), an image its description and address, a heading underlined, a list item a
// dash or its number, a quote `> `, code indented by four spaces, a table's cells between bars.
// Addresses on this site are made absolute on `publicUrl`.
import type { Token } from 'markdown-it'
import { parseMarkdown } from './render'

const absolute = (url: string, publicUrl: string) =>
  url.startsWith('/') && !url.startsWith('//') ? `${publicUrl}${url}` : url

function inline(children: Token[], publicUrl: string): string {
  let out = ''
  const links: { href: string; start: number }[] = []
  for (const child of children) {
    switch (child.type) {
      case 'text':
      case 'code_inline':
        out += child.content
        break
      case 'softbreak':
      case 'hardbreak':
        out += '\n'
        break
      case 'image': {
        const src = absolute(String(child.attrGet('src') ?? ''), publicUrl)
        out += child.content ? `[${child.content}] (${src})` : `(${src})`
        break
      }
      case 'link_open':
        links.push({
          href: absolute(String(child.attrGet('href') ?? ''), publicUrl),
          start: out.length,
        })
        break
      case 'link_close': {
        const link = links.pop()
        if (!link) break
        const words = out.slice(link.start)
        const bare = words.replace(/^mailto:/, '') === link.href.replace(/^mailto:/, '')
        if (!bare && !link.href.startsWith('#')) out += ` (${link.href})`
        break
      }
      default:
        break
    }
  }
  return out
}

/** The plain-text part of a mail for a body of Markdown. */
export function markdownAsText(source: string, publicUrl: string): string {
  const tokens = parseMarkdown(source)
  const blocks: { text: string; group: number | null; within: number[] }[] = []
  /** The tight list or table the next block belongs to: its lines sit together. */
  let group: number | null = null
  let groups = 0
  const open: number[] = []
  const prefixes: string[] = []
  const lists: { ordered: boolean; next: number }[] = []
  let itemStart = false
  let row: string[] | null = null
  const prefix = () => prefixes.join('')
  const push = (text: string) => {
    let lead = prefix()
    if (itemStart) {
      const list = lists.at(-1)
      const marker = list?.ordered ? `${list.next++}. ` : '- '
      lead = `${prefixes.slice(0, -1).join('')}${marker}`
      itemStart = false
    }
    const indent = ' '.repeat(lead.length)
    const lines = text.split('\n')
    blocks.push({
      group,
      within: [...open],
      text: lines
        .map((line, i) => `${i === 0 ? lead : prefix() || indent}${line}`.trimEnd())
        .join('\n'),
    })
    group = null
  }
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!
    switch (token.type) {
      case 'heading_open': {
        const text = inline(tokens[i + 1]?.children ?? [], publicUrl)
        const rule = token.tag === 'h1' ? '=' : '-'
        push(`${text}\n${rule.repeat(Math.min(Math.max(text.length, 3), 72))}`)
        i += 2
        break
      }
      case 'inline':
        // A tight list's paragraphs are hidden: its items sit on consecutive lines.
        if (tokens[i - 1]?.type === 'paragraph_open' && tokens[i - 1]?.hidden) {
          group = open.at(-1) ?? null
        }
        if (row) row.push(inline(token.children ?? [], publicUrl))
        else push(inline(token.children ?? [], publicUrl))
        break
      case 'fence':
      case 'code_block':
        push(
          token.content
            .replace(/\n$/, '')
            .split('\n')
            .map((line) => `    ${line}`)
            .join('\n'),
        )
        break
      case 'hr':
        push('----')
        break
      case 'blockquote_open':
        prefixes.push('> ')
        break
      case 'blockquote_close':
        prefixes.pop()
        break
      case 'bullet_list_open':
      case 'ordered_list_open':
        open.push(++groups)
        lists.push({
          ordered: token.type === 'ordered_list_open',
          next: Number(token.attrGet('start') ?? 1),
        })
        break
      case 'bullet_list_close':
      case 'ordered_list_close':
        open.pop()
        lists.pop()
        break
      case 'list_item_open':
        prefixes.push('   ')
        itemStart = true
        break
      case 'list_item_close':
        prefixes.pop()
        break
      case 'table_open':
        open.push(++groups)
        break
      case 'table_close':
        open.pop()
        break
      case 'tr_open':
        row = []
        break
      case 'tr_close':
        group = open.at(-1) ?? null
        if (row) push(`| ${row.join(' | ')} |`)
        row = null
        break
      default:
        break
    }
  }
  // A tight list's items and a table's rows sit together; other blocks are a blank line apart.
  return blocks
    .map((block, n) => {
      if (n === 0) return block.text
      // In the same tight list or table, or one nested in the other's item.
      const before = blocks[n - 1]
      const together =
        block.group !== null &&
        before !== undefined &&
        (before.within.includes(block.group) ||
          (before.group !== null && block.within.includes(before.group)))
      return (together ? '\n' : '\n\n') + block.text
    })
    .join('')
    .trim()
}
