// What the server render of the client (src/entry-server.tsx, built into dist-ssr/) offers the
// server, which loads it at run time (server/page-render.ts): the two never import each other.

/** The inlined first data: `<script id="quill-data" type="application/json">`. */
export const FIRST_DATA_ELEMENT_ID = 'quill-data'

/** One page, drawn with its data. */
export interface RenderedPage {
  /** 200, or 404 for a post that does not exist. */
  status: number
  /** The document's title, as the route's `head` names it. */
  title: string
  /** The markup of `#root`. */
  html: string
  /** The TanStack Query cache the page was drawn from (dehydrated); the client starts from it. */
  data: unknown
}

export interface ServerRenderer {
  /**
   * Draws the page at `url` (path and query). The route loaders run as in the browser; their
   * requests go through `transport`, which answers from the server's own API in process.
   * `publicUrl`: the public origin the page's head names (PUBLIC_URL).
   */
  renderPage(url: string, transport: typeof fetch, publicUrl: string): Promise<RenderedPage>
}
