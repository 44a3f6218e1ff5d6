// The document's head follows the page (issue 20): each route's `head()` (src/lib/route-head.ts)
// drawn by the router's own <HeadContent />. React 19 hoists its <title>, <meta> and <link> into
// <head> and, when hydrating a drawn page, adopts the ones the server wrote there; the JSON-LD
// block stays where this stands, in the page's markup, on the server and in the browser alike.
import { HeadContent, useRouterState } from '@tanstack/react-router'
import { useMemo } from 'react'

/** The head elements <HeadContent /> draws (src/lib/route-head.ts), as index.html or the server wrote them. */
const ROUTE_HEAD = [
  'title',
  'meta[name="description"]',
  'link[rel="canonical"]',
  'link[rel="alternate"][type="application/rss+xml"]',
  'meta[property^="og:"]',
  'meta[property^="article:"]',
  'meta[name^="twitter:"]',
  'script[type="application/ld+json"]',
].join(', ')

/**
 * A page the client draws itself (not hydrated: its #root came empty) starts with no head of its
 * own: React mounts fresh elements for a route's head and would leave index.html's beside them.
 * A drawn page keeps its head, which hydrating adopts element by element (src/main.tsx).
 */
export function dropTemplateHead(doc: Document = document): void {
  for (const element of doc.head.querySelectorAll(ROUTE_HEAD)) element.remove()
}

interface PropertyMeta {
  property: string
  content: string
}

const isPropertyMeta = (meta: unknown): meta is PropertyMeta =>
  typeof meta === 'object' &&
  meta !== null &&
  typeof (meta as Partial<PropertyMeta>).property === 'string' &&
  typeof (meta as Partial<PropertyMeta>).content === 'string'

/**
 * The <meta property> entries <HeadContent /> leaves out: it keeps one per property, the deepest
 * route's last (TanStack/router#5146), but Open Graph repeats a property for a list
 * (`article:tag` per tag, https://ogp.me/#array). Every other entry of that route's is kept here.
 */
export function repeatedProperties(metas: readonly (readonly unknown[] | undefined)[]) {
  const seen = new Set<string>()
  const repeated: PropertyMeta[] = []
  for (const routeMetas of [...metas].reverse()) {
    const entries = (routeMetas ?? []).filter(isPropertyMeta)
    const here = new Set(entries.map((meta) => meta.property))
    for (const [index, meta] of entries.entries()) {
      const later = entries.slice(index + 1).some((next) => next.property === meta.property)
      if (later && !seen.has(meta.property)) repeated.push(meta)
    }
    for (const property of here) seen.add(property)
  }
  return repeated
}

function RepeatedProperties() {
  // A string, so the layout re-renders only when the entries change, not on every route event.
  const json = useRouterState({
    select: (state) => JSON.stringify(repeatedProperties(state.matches.map((match) => match.meta))),
  })
  const repeated = useMemo(() => JSON.parse(json) as PropertyMeta[], [json])
  return repeated.map((meta) => (
    <meta
      key={`${meta.property} ${meta.content}`}
      property={meta.property}
      content={meta.content}
    />
  ))
}

export function PageHead() {
  return (
    <>
      <HeadContent />
      <RepeatedProperties />
    </>
  )
}
