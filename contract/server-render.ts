// What the server render of the client (src/entry-server.tsx, built into dist-ssr/) offers the
// server, which loads it at run time (server/page-render.ts): the two never import each other.
import type { Language } from './languages'

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
  renderPage(
    url: string,
    transport: typeof fetch,
    publicUrl: string,
    /** The reader's language (docs/decisions/0077); English when not given. */
    language?: Language,
  ): Promise<RenderedPage>
}

/**
 * The pages a reader lands on from outside (a link, a search, a feed), which the server draws,
 * and the chunk each one's code is built into with everything it needs beyond the first load, so
 * a drawn page's code arrives in one round of requests (scripts/first-screens-chunks.ts,
 * docs/decisions/0027). The lists of posts share `feed`; a post adds `post` (what the lists also
 * use stays in `feed`: the first group named claims a module).
 */
export const READING_CHUNKS: readonly { name: string; routeFiles: readonly string[] }[] = [
  {
    name: 'feed',
    routeFiles: [
      'src/routes/index.tsx',
      'src/routes/tag.$tag.tsx',
      'src/routes/author.$authorId.tsx',
      'src/routes/@{$handle}.tsx',
    ],
  },
  { name: 'post', routeFiles: ['src/routes/post.$postId.{-$slug}.tsx'] },
  // The site's pages (docs/decisions/0075): a post's body styles come from `post`.
  { name: 'page', routeFiles: ['src/routes/privacy.tsx', 'src/routes/$pageSlug.tsx'] },
  // A preview link's page (docs/decisions/0079) draws a post as `post` does, and adds only its
  // notice: named here, the post's modules stay in `post` instead of moving to reading-shared,
  // which every other lazy screen loads.
  { name: 'preview', routeFiles: ['src/routes/preview.$token.tsx'] },
]
