// What a new post hands to its editor once its first save made it a draft (ADR 0078): the
// caret, so the writer types on where they were, and anything typed or chosen while that save
// and the editor's loading were on their way. Read by the editor as it opens, once: read when
// it opens rather than when the save was answered, so not a keystroke between is lost. Kept in
// memory only: a reload opens the draft as saved (and the edit kept on the device, kept-edits.ts).
import type { DeskText } from './save-state'

/** The field the caret was in and where: the fields are named after the post's own. */
export interface Caret {
  field: 'postTitle' | 'postBody'
  start: number
  end: number
  scrollTop: number
}

export interface CarryOver {
  caret?: Caret
  /** The text as it was when the editor opened, if it had moved on from what was saved. */
  text?: DeskText
  /** An image chosen and not yet sent. */
  image?: File
  /** When the save that made the draft was answered. */
  savedAt?: string
}

let waiting: { postId: string; read: () => CarryOver } | null = null

/** The new-post form's part: what it holds is read when the editor of `postId` opens. */
export function handOver(postId: string, read: () => CarryOver): void {
  waiting = { postId, read }
}

/** The editor's part: what was handed over for this post, once. */
export function takeHandOver(postId: string): CarryOver | undefined {
  if (waiting?.postId !== postId) return undefined
  const carried = waiting.read()
  waiting = null
  return carried
}

const FIELDS = new Set<string>(['postTitle', 'postBody'])

/** Where the caret is, when it is in one of `form`'s text fields. */
export function caretIn(form: HTMLElement | null): Caret | undefined {
  const field = document.activeElement
  if (!form || !(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) {
    return undefined
  }
  if (!form.contains(field) || !FIELDS.has(field.name)) return undefined
  return {
    field: field.name as Caret['field'],
    start: field.selectionStart ?? field.value.length,
    end: field.selectionEnd ?? field.value.length,
    scrollTop: field.scrollTop,
  }
}

/** Puts the caret back where `caretIn` found it. */
export function restoreCaret(form: HTMLElement | null, caret: Caret | undefined): void {
  if (!form || !caret) return
  const field = form.querySelector<HTMLInputElement | HTMLTextAreaElement>(
    `[name="${caret.field}"]`,
  )
  if (!field) return
  field.focus({ preventScroll: true })
  field.setSelectionRange(caret.start, caret.end)
  field.scrollTop = caret.scrollTop
}
