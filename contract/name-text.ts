// The characters a person's name may hold (docs/decisions/0024): plain rules without zod, so the
// profile's schema, the sign-in and names that come from elsewhere (server/profiles/public-name.ts)
// apply the same ones.

/**
 * Characters that change how a name reads without being seen: bidi overrides, embeddings and
 * isolates (U+202A–E, U+2066–9, the marks U+200E/F and U+061C) and the zero-width space, word
 * joiner and BOM (U+200B, U+2060, U+FEFF). A name holding them can pass for another, or turn
 * the text after it around (issue 21). The joiners U+200C/D stay: scripts and emoji need them.
 */
const INVISIBLE = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C\u200B\u2060\uFEFF]/g

/** Line and column breaks, a run of them read as one space: a name is one line. */
const BREAKS = /[\t\n\v\f\r\u0085\u2028\u2029]+/g

/**
 * The other control characters (C0, DEL, C1): NUL cuts a name short in C and in some databases'
 * tools, BEL rings, ESC starts a terminal's escape sequence in whoever reads a log line.
 */
// eslint-disable-next-line no-control-regex -- the control characters are what it removes
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/g

/** A name as one line of visible text: breaks become a space, the characters above go, trimmed. */
export function nameText(name: string): string {
  return name.replace(BREAKS, ' ').replace(CONTROL, '').replace(INVISIBLE, '').trim()
}
