// Mentions (issue 26): `@handle` in a comment names a person by their handle (handle-text.ts).
// Plain rules without zod, so the post's chunk and the server read comments the same way.
import { HANDLE_PATTERN, RESERVED_HANDLES } from './handle-text'

/**
 * `@` then a handle's characters, not inside a word, an address or an email (`a@b.c`): the
 * character before it is neither a letter, digit, `_`, `@`, `/` nor `.`.
 */
const MENTION = /(?<![\p{L}\p{N}_@/.])@([A-Za-z0-9_]{3,30})(?![A-Za-z0-9_])/gu

/** At most this many people are told of one comment: naming a crowd is not a way to page it. */
export const MENTIONS_MAX = 10

export interface MentionMatch {
  /** Where the `@` stands, and the length with it. */
  index: number
  length: number
  /** Lower-cased, as stored. */
  handle: string
}

/** Every mention in the text, in order; reserved words (`@admin`) are none. */
export function findMentions(text: string): MentionMatch[] {
  const found: MentionMatch[] = []
  for (const match of text.matchAll(MENTION)) {
    const handle = (match[1] ?? '').toLowerCase()
    if (!HANDLE_PATTERN.test(handle) || RESERVED_HANDLES.has(handle)) continue
    found.push({ index: match.index, length: match[0].length, handle })
  }
  return found
}

/** The handles a text names, each once, in the order first named, at most MENTIONS_MAX. */
export function mentionedHandles(text: string): string[] {
  return [...new Set(findMentions(text).map((m) => m.handle))].slice(0, MENTIONS_MAX)
}
