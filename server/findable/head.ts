// A page's head as HTML, for whoever reads only the first response: search engines, link
// unfurlers (chat apps, social sites), feed readers' discovery (issue 15). The tags themselves
// come from contract/head, which the client's router writes from too (issue 20). Every value is
// text escaped for an attribute, and the JSON-LD block is script-safe JSON, so no title can leave
// its element.
import { type HeadTag, type PageMeta, headTags } from '../../contract/head/head-tags'

/** Escaped for a double-quoted attribute value or for text. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
}

/**
 * JSON safe inside a `<script>` element: no `<` can close it (`</script>`, `<!--`), and U+2028
 * and U+2029 (line breaks to an older JavaScript parser) are escaped too.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029')
}

function html(tag: HeadTag): string {
  switch (tag.tag) {
    case 'title':
      return `<title>${escapeHtml(tag.text)}</title>`
    case 'meta':
      return 'name' in tag
        ? `<meta name="${tag.name}" content="${escapeHtml(tag.content)}">`
        : `<meta property="${tag.property}" content="${escapeHtml(tag.content)}">`
    case 'link':
      return tag.rel === 'canonical'
        ? `<link rel="canonical" href="${escapeHtml(tag.href)}">`
        : `<link rel="alternate" type="${tag.type}" title="${escapeHtml(tag.title)}" href="${escapeHtml(tag.href)}">`
    case 'json-ld':
      // A data block, never executed: the Content-Security-Policy needs no exception for it.
      return `<script type="application/ld+json">${scriptSafeJson(tag.data)}</script>`
  }
}

/**
 * The head elements of a page, besides its `<title>` and description (pageDocument sets those in
 * index.html's own elements). `jsonLd: false` leaves the JSON-LD block out: a drawn page carries
 * it in its markup, where the client's router keeps it (src/lib/route-head.ts).
 */
export function headElements(page: PageMeta, { jsonLd = true } = {}): string[] {
  return headTags(page)
    .filter(
      (tag) =>
        tag.tag !== 'title' &&
        !(tag.tag === 'meta' && 'name' in tag && tag.name === 'description') &&
        (jsonLd || tag.tag !== 'json-ld'),
    )
    .map(html)
}
