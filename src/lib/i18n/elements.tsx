// A translated sentence with elements inside it (a link, a name in bold): the message keeps the
// sentence whole, in each language's word order, and the elements go where it puts their
// arguments (docs/decisions/0077: no sentence concatenated from pieces).
import { Fragment, type ReactNode } from 'react'

/** Private-use characters, which no message or value holds, around each element's number. */
const OPEN = '\uE000'
const CLOSE = '\uE001'
const MARKER = /\uE000(\d+)\uE001/

/**
 * `withElements((m) => t('post.byline', { author: m.author }), { author: <Link …>{name}</Link> })`:
 * the message formatted with a marker for each element, then the markers replaced by them.
 */
export function withElements<Name extends string>(
  format: (markers: Record<Name, string>) => string,
  elements: Record<Name, ReactNode>,
): ReactNode {
  const names = Object.keys(elements) as Name[]
  const markers = Object.fromEntries(names.map((name, i) => [name, `${OPEN}${i}${CLOSE}`]))
  const parts = format(markers as Record<Name, string>).split(MARKER)
  // split() with a group alternates text and the captured numbers: text, number, text, …
  return parts.map((part, i) =>
    i % 2 === 0 ? part : <Fragment key={i}>{elements[names[Number(part)] as Name]}</Fragment>,
  )
}
