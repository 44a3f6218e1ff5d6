// What the editor's toolbar and shortcuts do to the text: pure functions of the text and the
// selection, so they are tested without a browser. Each returns the new text and the selection
// to put back, as GitHub's and dev.to's editors leave it: around what was selected, or where to
// type next.

export interface TextEdit {
  value: string
  start: number
  end: number
}

export type Format = 'bold' | 'italic' | 'code' | 'link' | 'heading' | 'list' | 'quote'

const WRAPS = { bold: '**', italic: '_', code: '`' } as const
const PREFIXES = { heading: '## ', list: '- ', quote: '> ' } as const
const PLACEHOLDER = { bold: 'bold text', italic: 'italic text', code: 'code', link: 'link text' }

/** Wraps the selection in `mark`, or unwraps it when it is already wrapped. */
function wrap({ value, start, end }: TextEdit, mark: string, placeholder: string): TextEdit {
  const before = value.slice(0, start)
  const after = value.slice(end)
  if (before.endsWith(mark) && after.startsWith(mark)) {
    return {
      value: before.slice(0, -mark.length) + value.slice(start, end) + after.slice(mark.length),
      start: start - mark.length,
      end: end - mark.length,
    }
  }
  const text = value.slice(start, end) || placeholder
  return {
    value: `${before}${mark}${text}${mark}${after}`,
    start: start + mark.length,
    end: start + mark.length + text.length,
  }
}

/** A multi-line selection as code is a fenced block rather than a code span. */
function codeBlock({ value, start, end }: TextEdit): TextEdit {
  const before = value.slice(0, start)
  const lead = before === '' || before.endsWith('\n') ? '' : '\n'
  const block = `${lead}\`\`\`\n${value.slice(start, end)}\n\`\`\`\n`
  return {
    value: before + block + value.slice(end),
    start: start + lead.length + 4,
    end: start + lead.length + 4 + (end - start),
  }
}

/** `[text](https://)` with the URL selected, ready to be typed or pasted over. */
function link({ value, start, end }: TextEdit): TextEdit {
  const text = value.slice(start, end) || PLACEHOLDER.link
  const url = 'https://'
  const inserted = `[${text}](${url})`
  const urlStart = start + text.length + 3
  return {
    value: value.slice(0, start) + inserted + value.slice(end),
    start: urlStart,
    end: urlStart + url.length,
  }
}

/** Puts `prefix` before every line the selection touches, or takes it off if all have it. */
function prefixLines({ value, start, end }: TextEdit, prefix: string): TextEdit {
  const lineStart = value.lastIndexOf('\n', start - 1) + 1
  // A selection of whole lines ends after a line break: the next line is not part of it.
  const last = end > start && value[end - 1] === '\n' ? end - 1 : end
  const nextBreak = value.indexOf('\n', last)
  const lineEnd = nextBreak === -1 ? value.length : nextBreak
  const lines = value.slice(lineStart, lineEnd).split('\n')
  const all = lines.every((line) => line.startsWith(prefix))
  const block = lines.map((line) => (all ? line.slice(prefix.length) : prefix + line)).join('\n')
  const next = value.slice(0, lineStart) + block + value.slice(lineEnd)
  if (start === end) {
    const at = Math.max(lineStart, start + (all ? -prefix.length : prefix.length))
    return { value: next, start: at, end: at }
  }
  return { value: next, start: lineStart, end: lineStart + block.length }
}

export function applyFormat(edit: TextEdit, format: Format): TextEdit {
  switch (format) {
    case 'bold':
    case 'italic':
      return wrap(edit, WRAPS[format], PLACEHOLDER[format])
    case 'code':
      return edit.value.slice(edit.start, edit.end).includes('\n')
        ? codeBlock(edit)
        : wrap(edit, WRAPS.code, PLACEHOLDER.code)
    case 'link':
      return link(edit)
    case 'heading':
    case 'list':
    case 'quote':
      return prefixLines(edit, PREFIXES[format])
  }
}

/** Inserts `text` in place of the selection, the cursor after it. */
export function insertText({ value, start, end }: TextEdit, text: string): TextEdit {
  const at = start + text.length
  return { value: value.slice(0, start) + text + value.slice(end), start: at, end: at }
}

/** An image's Markdown, `![alt](url "title")`, on one line. */
const IMAGE = /!\[[^\]\n]*\]\([^)\n]*\)/g

/**
 * Where a new image may go: the selection as it is, unless it starts or ends inside an image's
 * Markdown (its description slot, where the last insertion left the cursor, or its address);
 * then just after the end of that image's line. An image written there would sit inside the
 * other's brackets and both would show as Markdown text.
 */
function outsideImages(edit: TextEdit): TextEdit {
  const { value, start, end } = edit
  for (const match of value.matchAll(IMAGE)) {
    const from = match.index
    const to = from + match[0].length
    const inside = (at: number) => at > from && at < to
    if (inside(start) || inside(end)) {
      const nextBreak = value.indexOf('\n', to)
      const after = nextBreak === -1 ? value.length : nextBreak + 1
      return { value, start: after, end: after }
    }
  }
  return edit
}

/**
 * `![alt](url)` on a line of its own, so it renders as a block between paragraphs. Without an
 * alt, `![](url)` with the cursor between the brackets: the author describes the image there
 * (docs/decisions/0031: a file name such as `IMG_2041` is no description; an empty alt is honest
 * until they do). The next image never goes into that slot: it follows on its own line. A title
 * after the address, `![…](url "Gulls at dawn")`, is its caption.
 */
export function imageMarkdown(at: TextEdit, alt: string, url: string): TextEdit {
  const edit = outsideImages(at)
  const before = edit.value.slice(0, edit.start)
  const lead = before === '' || before.endsWith('\n\n') ? '' : before.endsWith('\n') ? '\n' : '\n\n'
  const safeAlt = alt.replace(/[[\]\\]/g, '').trim()
  const inserted = insertText(edit, `${lead}![${safeAlt}](${url})\n`)
  if (safeAlt) return inserted
  const inBrackets = edit.start + lead.length + 2
  return { ...inserted, start: inBrackets, end: inBrackets }
}

/** A list item's start: indent, a bullet or a number, the space after it, a task's box. */
const LIST_ITEM = /^(\s*)([-*+]|(\d{1,9})([.)]))(\s+)(\[[ xX]\]\s+)?/

/**
 * Enter in a list item (the cursor at a point, not a selection): a new item with the same
 * bullet, the next number, an empty task box; Enter in an empty item ends the list, leaving an
 * empty line, as GitHub's and dev.to's editors do. Null where Enter is just a line break.
 */
export function continueList({ value, start, end }: TextEdit): TextEdit | null {
  if (start !== end) return null
  const lineStart = value.lastIndexOf('\n', start - 1) + 1
  const nextBreak = value.indexOf('\n', start)
  const lineEnd = nextBreak === -1 ? value.length : nextBreak
  const line = value.slice(lineStart, lineEnd)
  const item = LIST_ITEM.exec(line)
  // The cursor inside the marker itself: a plain line break.
  if (!item || start - lineStart < item[0].length) return null
  if (line.slice(item[0].length).trim() === '') {
    return {
      value: value.slice(0, lineStart) + value.slice(lineEnd),
      start: lineStart,
      end: lineStart,
    }
  }
  const [, indent = '', bullet = '', number, delimiter = '', space = ''] = item
  const marker = number === undefined ? bullet : `${Number(number) + 1}${delimiter}`
  return insertText({ value, start, end }, `\n${indent}${marker}${space}${item[6] ? '[ ] ' : ''}`)
}

/** The shortcut a key press stands for: Ctrl/Cmd+B, I, K. */
export function shortcutFormat(event: {
  key: string
  ctrlKey: boolean
  metaKey: boolean
  altKey: boolean
  shiftKey: boolean
}): Format | null {
  if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return null
  return ({ b: 'bold', i: 'italic', k: 'link' } as const)[event.key.toLowerCase()] ?? null
}
