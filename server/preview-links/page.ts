// The preview page, `/preview/<token>` (ADR 0079), as the server answers it: the client draws it
// (it is not drawn on the server), but its first response already says it is nobody's to keep
// or index, in its headers and in its head, and is a 404 once the link opens nothing.

/** A preview is nobody's to keep or index: not a shared cache's, not a browser's, not a crawler's. */
export const PREVIEW_HEADERS = {
  'cache-control': 'private, no-store',
  'x-robots-tag': 'noindex',
} as const

const PREVIEW_PAGE = /^\/preview\/[^/?#]+\/?(\?|#|$)/

export const isPreviewPage = (url: string) => PREVIEW_PAGE.test(url)

/** The page's head says so too: for a reader of the document who never saw its headers. */
export const withNoindex = (html: string) =>
  html.replace('</head>', () => '  <meta name="robots" content="noindex" />\n  </head>')
