/** The spec's card preview length (§5, §9). */
export const PREVIEW_LENGTH = 200

/**
 * The body as a post card shows it: cut at `PREVIEW_LENGTH` characters followed by '...'.
 * `truncated` says the text given is itself already cut (a feed page carries only a prefix).
 */
export function previewText(body: string, truncated = false): string {
  if (body.length <= PREVIEW_LENGTH && !truncated) return body
  return `${body.slice(0, PREVIEW_LENGTH)}...`
}
