// A remote reply's or post's HTML as plain text (ADR 0049): comments and remote posts are text, so
// no markup from another server is ever kept or drawn. Paragraphs and line breaks become new
// lines, list items lines of their own with a bullet or their number (a list read as one run-on
// sentence is no list), links their text, every other tag goes, and character references are
// decoded once.
const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
}

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,6});/gi, (whole, ref: string) => {
    if (ref[0] !== '#') return NAMED[ref.toLowerCase()] ?? whole
    const code =
      ref[1] === 'x' || ref[1] === 'X' ? Number.parseInt(ref.slice(2), 16) : Number(ref.slice(1))
    return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff)
      ? String.fromCodePoint(code)
      : whole
  })
}

/**
 * Each list item on a line of its own, with a bullet or its number, in one pass over the list
 * tags (a stack of open lists, so a stranger's nesting costs no more than its length).
 */
function markLists(html: string): string {
  const open: { ordered: boolean; next: number }[] = []
  return html.replace(/<(\/?)(ul|ol|li)\b([^>]*)>/gi, (_tag, closing: string, name, rest) => {
    const tag = String(name).toLowerCase()
    if (tag === 'li') {
      if (closing) return ''
      const list = open.at(-1)
      return list?.ordered ? `\n${list.next++}. ` : '\n• '
    }
    // A list ends its paragraph; a list inside an item goes on with the item's lines.
    if (closing) {
      open.pop()
      return open.length === 0 ? '\n\n' : ''
    }
    const start = /\bstart\s*=\s*["']?(\d{1,9})/i.exec(String(rest))?.[1]
    open.push({ ordered: tag === 'ol', next: start ? Number(start) : 1 })
    return ''
  })
}

export function noteText(html: string): string {
  const text = markLists(html.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ''))
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|blockquote|h[1-6])\s*>/gi, '\n\n')
    .replace(/<[^>]*>/g, '')
  return (
    decode(text)
      // Control characters other than tab and new line: never in a comment.
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '')
      .replace(/[ \t]+\n/g, '\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  )
}
