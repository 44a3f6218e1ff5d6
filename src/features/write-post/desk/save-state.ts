// Where the writer's text stands with the server (ADR 0078): what the editor's status line says.

export type SaveState =
  /** Nothing typed since the post was opened or last saved. */
  | { kind: 'idle' }
  /** Typed, and not saved: a published post's changes wait for Update, or the text is not yet savable. */
  | { kind: 'unsaved'; reason?: 'needsTitle' | 'published' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: Date }
  /** Offline: kept on this device, saved once the connection is back. */
  | { kind: 'offline' }
  /** Refused or failed: the server's reason, in the reader's words. */
  | { kind: 'failed'; message: string }
  /** Saved elsewhere since this edit began: the writer chooses (ADR 0078). */
  | { kind: 'conflict' }

/** The text fields a save carries (an image is sent only by a save by hand). */
export interface DeskText {
  postTitle: string
  postBody: string
  tags: string[]
  language: string
}

/** The text as the server stores it: spaces around the title and body are no change. */
export function trimmedText(values: DeskText): DeskText {
  return {
    postTitle: values.postTitle.trim(),
    postBody: values.postBody.trim(),
    tags: values.tags,
    language: values.language,
  }
}

export function sameText(a: DeskText, b: DeskText): boolean {
  return (
    a.postTitle.trim() === b.postTitle.trim() &&
    a.postBody.trim() === b.postBody.trim() &&
    a.tags.join() === b.tags.join() &&
    a.language === b.language
  )
}
