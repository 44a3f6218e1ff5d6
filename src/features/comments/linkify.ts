// A comment is plain text (the spec's markup test), but an address in it should open, by the
// same rules as in a post: GitHub's extended autolinks (markdown/gfm-autolink.ts) — `http(s)://`
// and `www.` addresses and email addresses, after whitespace or `*`, `_`, `~`, `(`. The text is
// split into pieces, and React draws each as text or as a link: no HTML is made.
import { findAutolinks } from '../../../markdown/gfm-autolink'

export type Piece = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string }

export function linkify(text: string): Piece[] {
  const pieces: Piece[] = []
  let from = 0
  for (const link of findAutolinks(text)) {
    if (link.index > from) pieces.push({ kind: 'text', text: text.slice(from, link.index) })
    pieces.push({ kind: 'link', text: link.text, href: link.url })
    from = link.lastIndex
  }
  if (from < text.length) pieces.push({ kind: 'text', text: text.slice(from) })
  return pieces
}
