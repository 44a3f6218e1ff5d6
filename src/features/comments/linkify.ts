// A comment is plain text (the spec's markup test), but an http(s) address in it should open.
// The text is split into pieces, and React draws each as text or as a link: no HTML is made.

export type Piece = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string }

/** An address starts with http:// or https:// and runs to whitespace or a character URLs escape. */
const URL_START = /https?:\/\/[^\s<>"'`]+/gi
/** Sentence punctuation right after an address belongs to the sentence. */
const TRAILING = /[.,;:!?*_~]+$/

/** Drops what ends a sentence, and a `)` the address did not open (as GitHub does). */
function trimAddress(candidate: string): string {
  let url = candidate.replace(TRAILING, '')
  while (url.endsWith(')')) {
    const opened = url.split('(').length - 1
    const closed = url.split(')').length - 1
    if (closed <= opened) break
    url = url.slice(0, -1).replace(TRAILING, '')
  }
  return url
}

function linkFor(text: string): string | null {
  try {
    const url = new URL(text)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null
  } catch {
    return null
  }
}

export function linkify(text: string): Piece[] {
  const pieces: Piece[] = []
  let from = 0
  const push = (piece: string) => {
    if (!piece) return
    const last = pieces.at(-1)
    if (last?.kind === 'text') last.text += piece
    else pieces.push({ kind: 'text', text: piece })
  }
  for (const match of text.matchAll(URL_START)) {
    const start = match.index
    // Not in the middle of a word: `xhttp://` is not an address.
    if (start > 0 && /[\p{L}\p{N}]/u.test(text[start - 1] ?? '')) continue
    const address = trimAddress(match[0])
    const href = linkFor(address)
    if (!href || address.length <= match[0].indexOf('//') + 2) continue
    push(text.slice(from, start))
    pieces.push({ kind: 'link', text: address, href })
    from = start + address.length
  }
  push(text.slice(from))
  return pieces
}
