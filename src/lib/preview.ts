/** The spec's card preview length (§5, §9). */
export const PREVIEW_LENGTH = 200

/**
 * The body as a post card shows it: cut at `PREVIEW_LENGTH` characters followed by '...'.
 * `truncated` says the text given is itself already cut (a feed page carries only a prefix).
 * Characters are code points, as the server counts them, so an emoji is never split in half.
 */
export function previewText(body: string, truncated = false): string {
  const characters = Array.from(body)
  if (characters.length <= PREVIEW_LENGTH && !truncated) return body
  return `${characters.slice(0, PREVIEW_LENGTH).join('')}...`
}
