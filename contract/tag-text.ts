// A tag's text rules without zod, for the first load (the tag route's loader reads a URL's tag
// before any schema is fetched: docs/decisions/0018). contract/tags.ts builds its schemas on them.

export const TAG_LENGTH_MAX = 30
/** A stored tag: 1–30 of `a-z 0-9 -`. */
export const TAG_PATTERN = /^[a-z0-9-]{1,30}$/

/**
 * A tag as stored: trimmed, lower-cased, without a leading `#`, and the spaces between words as
 * one `-`, so "Reading comfort" is `reading-comfort` as people mean it (issue 22).
 */
export function normaliseTag(tag: string): string {
  return tag.trim().toLowerCase().replace(/^#+/, '').trim().replace(/\s+/g, '-')
}

/** Normalised, in the author's order, duplicates merged. */
export function normaliseTags(tags: readonly string[]): string[] {
  return [...new Set(tags.map(normaliseTag))]
}
