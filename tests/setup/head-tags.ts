// Reads a page's head as a link unfurler or a crawler does: from the HTML text alone, no script
// run. Enough for the heads Quill writes (double-quoted attributes, the HTML entities it escapes).
export interface HeadTags {
  title: string | undefined
  /** `<meta name|property="…" content="…">`, every content of each key in order. */
  meta: Map<string, string[]>
  links: Record<string, string>[]
  /**
   * The parsed `application/ld+json` blocks of the whole document: a drawn page carries its own
   * in its markup, where the client's router keeps it (docs/decisions/0028).
   */
  jsonLd: unknown[]
}

const decode = (text: string) =>
  text
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&')

function attributes(source: string): Record<string, string> {
  const found: Record<string, string> = {}
  for (const [, name = '', value = ''] of source.matchAll(/([\w:-]+)="([^"]*)"/g)) {
    found[name.toLowerCase()] = decode(value)
  }
  return found
}

export function parseHead(html: string): HeadTags {
  const head = /<head>([\s\S]*?)<\/head>/i.exec(html)?.[1] ?? ''
  const titleMatch = /<title>([\s\S]*?)<\/title>/i.exec(head)
  const meta = new Map<string, string[]>()
  for (const [, source = ''] of head.matchAll(/<meta\b([^>]*)>/gi)) {
    const attrs = attributes(source)
    const key = attrs.property ?? attrs.name
    if (key === undefined || attrs.content === undefined) continue
    meta.set(key, [...(meta.get(key) ?? []), attrs.content])
  }
  const links = [...head.matchAll(/<link\b([^>]*)>/gi)].map(([, source = '']) => attributes(source))
  const jsonLd = [
    ...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/gi),
  ].map(([, json = '']) => JSON.parse(json) as unknown)
  return { title: titleMatch ? decode(titleMatch[1] ?? '') : undefined, meta, links, jsonLd }
}

/** The first content of a meta key. */
export const metaContent = (head: HeadTags, key: string) => head.meta.get(key)?.[0]

/** The hrefs of the links with this rel (and type). */
export const linkHrefs = (head: HeadTags, rel: string, type?: string) =>
  head.links
    .filter((link) => link.rel === rel && (type === undefined || link.type === type))
    .map((link) => link.href)
