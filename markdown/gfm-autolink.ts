// GitHub's extended autolinks (GFM 0.29 §6.9), in place of linkify-it's guesses: `www.` and
// `http(s)://` followed by a valid domain, and email addresses, each only at the start of a line,
// after whitespace or after `*`, `_`, `~`, `(`. linkify-it links any known top-level domain
// (`example.com`) and takes `hello@mail+xyz.example` for an address; GitHub does neither. The
// rules below are the spec's, so the spec's examples are this file's tests.

/** One autolink in a run of text, in the shape markdown-it's linkify rule reads (linkify-it's Match). */
export interface AutolinkMatch {
  /** `''` for `www.` (markdown-it then shows the text as written), else the scheme. */
  schema: string
  index: number
  lastIndex: number
  raw: string
  text: string
  url: string
}

const BEFORE = /[\s*_~(]/
const DOMAIN_SEGMENT = /^[\p{L}\p{N}_-]+/u
const TRAILING_PUNCTUATION = /[?!.,:*_~]$/
const TRAILING_ENTITY = /&[a-zA-Z0-9]+;$/
const EMAIL_LOCAL = /[a-zA-Z0-9.\-_+]/
const EMAIL_DOMAIN = /^[a-zA-Z0-9\-_]+(?:\.[a-zA-Z0-9\-_]+)*/

/** The length of a valid domain at the start of `text` (0 if none). */
function domainLength(text: string, needsPeriod: boolean): number {
  const segments: string[] = []
  let at = 0
  for (;;) {
    const segment = DOMAIN_SEGMENT.exec(text.slice(at))?.[0]
    if (!segment) break
    segments.push(segment)
    at += segment.length
    if (text[at] !== '.' || !DOMAIN_SEGMENT.test(text.slice(at + 1))) break
    at += 1
  }
  if (segments.length === 0 || (needsPeriod && segments.length < 2)) return 0
  // No underscore in the last two segments.
  if (segments.slice(-2).some((segment) => segment.includes('_'))) return 0
  return at
}

/** The spec's extended autolink path validation: what a link's end gives back to the text. */
function trimEnd(link: string): string {
  let end = link
  for (;;) {
    if (TRAILING_PUNCTUATION.test(end)) end = end.slice(0, -1)
    else if (end.endsWith(')') && count(end, ')') > count(end, '(')) end = end.slice(0, -1)
    else if (TRAILING_ENTITY.test(end)) end = end.replace(TRAILING_ENTITY, '')
    else return end
  }
}

const count = (text: string, char: string) => text.split(char).length - 1

/** A `www.` or `http(s)://` link starting at `index`, or null. */
function webLinkAt(text: string, index: number): AutolinkMatch | null {
  const rest = text.slice(index)
  const scheme = /^https?:\/\//i.exec(rest)?.[0] ?? ''
  if (!scheme && !/^www\./i.test(rest)) return null
  const domain = domainLength(rest.slice(scheme.length), !scheme)
  if (domain === 0) return null
  // The link runs to whitespace or `<`, then gives back what the path validation says.
  const whole = /^[^\s<]*/.exec(rest)?.[0] ?? ''
  const link = trimEnd(whole)
  if (link.length < scheme.length + domain) return null
  return {
    schema: scheme ? scheme.slice(0, -2).toLowerCase() : '',
    index,
    lastIndex: index + link.length,
    raw: link,
    text: link,
    url: scheme ? link : `http://${link}`,
  }
}

/** An email address around the `@` at `at`, or null. */
function emailAt(text: string, at: number, from: number): AutolinkMatch | null {
  let start = at
  while (start > from && EMAIL_LOCAL.test(text[start - 1] ?? '')) start -= 1
  if (start === at) return null
  let domain = EMAIL_DOMAIN.exec(text.slice(at + 1))?.[0] ?? ''
  domain = domain.replace(/\.+$/, '')
  if (!domain.includes('.') || /[-_]$/.test(domain)) return null
  // `mailto:` written before the address is part of the link (GFM's later extension).
  if (text.slice(0, start).toLowerCase().endsWith('mailto:')) start -= 'mailto:'.length
  if (start > 0 && !BEFORE.test(text[start - 1] ?? '')) return null
  const raw = text.slice(start, at + 1 + domain.length)
  const url = /^mailto:/i.test(raw) ? raw : `mailto:${raw}`
  return { schema: 'mailto:', index: start, lastIndex: start + raw.length, raw, text: raw, url }
}

/** Every extended autolink in `text`, in order, none overlapping. */
export function findAutolinks(text: string): AutolinkMatch[] {
  const found: AutolinkMatch[] = []
  let from = 0
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]
    const boundary = i === 0 || BEFORE.test(text[i - 1] ?? '')
    let match: AutolinkMatch | null = null
    if (boundary && (char === 'w' || char === 'W' || char === 'h' || char === 'H')) {
      match = webLinkAt(text, i)
    } else if (char === '@') {
      match = emailAt(text, i, from)
    }
    if (match) {
      found.push(match)
      from = match.lastIndex
      i = match.lastIndex - 1
    }
  }
  return found
}

/** May an autolink start right after `char` (undefined: at the start of the text)? */
export function isAutolinkBoundary(char: string | undefined): boolean {
  return char === undefined || BEFORE.test(char)
}

/** A `http(s)://` link at the very start of `text` (markdown-it's inline rule asks this). */
export function autolinkAtStart(text: string): AutolinkMatch | null {
  const match = webLinkAt(text, 0)
  return match?.schema ? match : null
}
