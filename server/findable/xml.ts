// Text for XML documents (feeds, sitemaps): escaped, and without the characters XML 1.0 cannot
// hold at all (most C0 controls, lone surrogates, U+FFFE/U+FFFF), which a post's title could carry.
const NOT_XML =
  // eslint-disable-next-line no-control-regex -- the control characters are what it removes
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

export const xmlText = (text: string) => text.replace(NOT_XML, '')

export function escapeXml(text: string): string {
  return xmlText(text)
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;')
}

/** Markup kept as it is in a CDATA section; a `]]>` inside is split across two sections. */
export function cdata(markup: string): string {
  return `<![CDATA[${xmlText(markup).replaceAll(']]>', ']]]]><![CDATA[>')}]]>`
}

/** RSS dates are RFC 822 (`Mon, 23 Nov 2026 06:37:53 GMT`). */
export const rfc822 = (iso: string) => new Date(iso).toUTCString()
