// Mentions (issue 26): `@handle` in a comment names a person by their handle (handle-text.ts).
// Plain rules without zod, so the post's chunk and the server read comments the same way. It
// imports nothing, not even handle-text's list of reserved words: nobody can hold one, so naming
// one finds nobody, and the post's chunk (shared with the sign-in screens) stays lean.

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

/** Every mention in the text, in order (the handle's rules: handle-text.ts's HANDLE_PATTERN). */
export function findMentions(text: string): MentionMatch[] {
  return [...text.matchAll(MENTION)].map((match) => ({
    index: match.index,
    length: match[0].length,
    handle: (match[1] ?? '').toLowerCase(),
  }))
}

/** The handles a text names, each once, in the order first named, at most MENTIONS_MAX. */
export function mentionedHandles(text: string): string[] {
  return [...new Set(findMentions(text).map((m) => m.handle))].slice(0, MENTIONS_MAX)
}
