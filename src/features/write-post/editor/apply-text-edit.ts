// Puts an edit of the editor's text into the textarea the way typing does, so the browser's own
// undo stack holds it (docs/decisions/0032): Ctrl/Cmd+Z undoes a toolbar button or a shortcut,
// and the typing before it stays undoable. Setting `value` from React would wipe that stack.
import type { TextEdit } from './markdown-edit'

/** The smallest stretch of `before` that `after` replaces: the text both share is left alone. */
export function changedRange(before: string, after: string) {
  let start = 0
  const shorter = Math.min(before.length, after.length)
  while (start < shorter && before[start] === after[start]) start += 1
  let end = 0
  while (
    end < shorter - start &&
    before[before.length - 1 - end] === after[after.length - 1 - end]
  ) {
    end += 1
  }
  return { start, end: before.length - end, text: after.slice(start, after.length - end) }
}

/**
 * Replaces the textarea's text with `next.value` and selects `next.start`–`next.end`. Through
 * `execCommand('insertText')` where the browser has it (one undo step, an `input` event React
 * hears); otherwise `setRangeText` and an `input` event of our own (jsdom; no undo step there).
 */
export function applyTextEdit(area: HTMLTextAreaElement, next: TextEdit): void {
  const before = area.value
  const change = changedRange(before, next.value)
  if (before !== next.value) {
    area.focus()
    area.setSelectionRange(change.start, change.end)
    if (typeof document.execCommand === 'function') {
      if (change.text === '') document.execCommand('delete', false)
      else document.execCommand('insertText', false, change.text)
    }
    // Not done (no execCommand, or a browser that answers true and changes nothing): by hand.
    if (area.value === before) {
      area.setRangeText(change.text, change.start, change.end, 'end')
      area.dispatchEvent(new Event('input', { bubbles: true }))
    } else if (area.value !== next.value) {
      area.setRangeText(next.value, 0, area.value.length, 'end')
      area.dispatchEvent(new Event('input', { bubbles: true }))
    }
  }
  area.focus()
  area.setSelectionRange(next.start, next.end)
}
