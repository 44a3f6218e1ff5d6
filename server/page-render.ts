// The first response paints the page (docs/decisions/0019): `/` and `/post/:id/:slug` are drawn on the
// server by the client's own render (dist-ssr/entry-server.js, loaded at run time) and sent with
// the data they were drawn from, so the browser paints them before any script runs and the
// client starts without asking for the same data again.
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import { type Manifest, assetLinks, routeAssets } from './page-assets'
import { hoistImagePreloads, inlineStylesheets, startScriptsAfterFirstFrame } from './inline-assets'
import { type PageMeta, siteHead } from '../contract/head/head-tags'
import { titled } from '../contract/head/page-meta'
import { escapeHtml, headElements, scriptSafeJson } from './findable/head'
import { withLanguage } from './page-language'
import type { Language } from '../contract/languages'
import { type ResolvedPage, resolvePage } from './findable/page-meta'
import { siteUrls } from '../contract/site-urls'
import { DEFAULT_ACCENT } from '../contract/site-defaults'
import { iconPath } from '../contract/site-images'
import { RESERVED_PAGE_SLUGS } from '../contract/site-pages-facts'
import {
  FIRST_DATA_ELEMENT_ID,
  type RenderedPage,
  type ServerRenderer,
} from '../contract/server-render'

/**
 * The public pages drawn on the server (the feed, a post, a tag, an author by uid or handle, a
 * page the owner wrote), with the route file that draws each (its chunks are linked from the
 * page). Every other page starts empty and the client draws it.
 */
export const SERVER_RENDERED_PAGES = [
  { path: /^\/(\?|$)/, routeFile: 'src/routes/index.tsx' },
  {
    path: /^\/post\/[^/?#]+(\/[^/?#]+)?\/?(\?|$)/,
    routeFile: 'src/routes/post.$postId.{-$slug}.tsx',
  },
  { path: /^\/tag\/[^/?#]+\/?(\?|$)/, routeFile: 'src/routes/tag.$tag.tsx' },
  { path: /^\/author\/[^/?#]+\/?(\?|$)/, routeFile: 'src/routes/author.$authorId.tsx' },
  { path: /^\/@[^/?#]+\/?(\?|$)/, routeFile: 'src/routes/@{$handle}.tsx' },
  // The site's pages (ADR 0075): /privacy, and a slug no screen or route has taken.
  { path: /^\/privacy\/?(\?|$)/, routeFile: 'src/routes/privacy.tsx' },
  {
    path: new RegExp(
      `^/(?!(?:${[...RESERVED_PAGE_SLUGS].join('|')})/?(?:\\?|$))[a-z0-9]+(?:-[a-z0-9]+)*/?(\\?|$)`,
    ),
    routeFile: 'src/routes/$pageSlug.tsx',
  },
]

export const serverRenderedPage = (url: string) =>
  SERVER_RENDERED_PAGES.find((page) => page.path.test(url))

export { scriptSafeJson }

/** Where `#root` sits in the built index.html. */
const ROOT_ELEMENT = '<div id="root"></div>'

/** The built render, or null when there is none (a client-only build, the API tests). */
export async function loadServerRenderer(ssrDir: string): Promise<ServerRenderer | null> {
  const entry = path.join(ssrDir, 'entry-server.js')
  if (!fs.existsSync(entry)) return null
  const module: Partial<ServerRenderer> = await import(pathToFileURL(entry).href)
  if (typeof module.renderPage !== 'function') {
    throw new Error(`${entry} does not export renderPage()`)
  }
  return { renderPage: module.renderPage }
}

/**
 * The render's requests, answered by this server's own API in process: no socket, no second
 * trip through the network, and no credentials (the server never draws a user's data).
 */
export function inProcessFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init)
    if (request.method !== 'GET') throw new Error(`A server render only reads: ${request.method}`)
    const url = new URL(request.url)
    const res = await app.inject({
      method: 'GET',
      url: url.pathname + url.search,
      headers: { accept: 'application/json' },
    })
    const headers = new Headers()
    for (const [name, value] of Object.entries(res.headers)) {
      if (typeof value === 'string' || typeof value === 'number') headers.set(name, String(value))
    }
    return new Response(new Uint8Array(res.rawPayload), { status: res.statusCode, headers })
  }
}

/**
 * The browser's bar in the light scheme takes a chosen accent colour (docs/decisions/0076); a
 * site on the default keeps index.html's, the page's own white, as it always had. The dark
 * scheme's bar stays the dark page's colour: a bright bar over a dark page glares.
 */
function withThemeColor(html: string, accent: string | undefined): string {
  if (!accent || accent === DEFAULT_ACCENT) return html
  return html.replace(
    /<meta name="theme-color" content="[^"]*" media="\(prefers-color-scheme: light\)"\s*\/?>/,
    () =>
      `<meta name="theme-color" content="${escapeHtml(accent)}" media="(prefers-color-scheme: light)" />`,
  )
}

/**
 * The site's own icon (ADR 0076): a 32 px PNG favicon instead of Quill's SVG, and its 180 px
 * apple-touch icon; without one, index.html's stand.
 */
function withIcon(html: string, icon: string | undefined): string {
  if (!icon) return html
  return html
    .replace(
      /<link rel="icon" [^>]*>/,
      () =>
        `<link rel="icon" type="image/png" sizes="32x32" href="${escapeHtml(iconPath(icon, '32'))}" />`,
    )
    .replace(
      /<link rel="apple-touch-icon" [^>]*>/,
      () => `<link rel="apple-touch-icon" href="${escapeHtml(iconPath(icon, '180'))}" />`,
    )
}

/**
 * The document for one page: the template (index.html with the client settings) with the page's
 * head (title, description, canonical, Open Graph, feeds: issue 15), its markup in `#root` and
 * its data as a JSON data block, which is never executed, so the Content-Security-Policy needs
 * no exception for it. Without a drawn page, `#root` stays empty and the client draws it.
 */
export function pageDocument(
  template: string,
  page: RenderedPage | null,
  {
    links = '',
    meta = null,
    title,
    site,
  }: {
    links?: string
    meta?: PageMeta | null
    title?: string
    /**
     * The site's settings: its name and description where the page has none, its language, its
     * accent colour.
     */
    site?: { name: string; description: string; language: string; accent?: string; icon?: string }
  } = {},
): string {
  const documentTitle = meta?.title ?? title ?? page?.title ?? site?.name
  let html = template
  if (site) {
    html = withLanguage(html, site.language)
    html = withThemeColor(html, site.accent)
    html = withIcon(html, site.icon)
  }
  const description = meta?.description ?? (site ? site.description || site.name : undefined)
  if (documentTitle !== undefined) {
    html = html.replace(
      /<title>[^<]*<\/title>/,
      () => `<title>${escapeHtml(documentTitle)}</title>`,
    )
  }
  if (description !== undefined) {
    html = html.replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${escapeHtml(description)}" />`,
    )
  }
  // A drawn page carries its JSON-LD in its markup, where the client's router keeps it.
  const head = [...(meta ? headElements(meta, { jsonLd: !page }) : []), ...(links ? [links] : [])]
  if (head.length > 0) html = html.replace('</head>', () => `  ${head.join('\n    ')}\n  </head>`)
  if (!page) return html
  const data = `<script id="${FIRST_DATA_ELEMENT_ID}" type="application/json">${scriptSafeJson(page.data)}</script>`
  return html
    .replace(ROOT_ELEMENT, () => `<div id="root">${page.html}</div>`)
    .replace('</body>', () => `    ${data}\n  </body>`)
}

export interface PageRendering {
  /**
   * The page's document and status, or null when index.html as it is answers (a screen that is
   * a form or needs a user, or when deciding failed).
   */
  render(
    url: string,
    /** The reader's language (docs/decisions/0077). */
    language: Language,
  ): Promise<{ status: number; html: string; location?: string } | null>
}

export function pageRendering(
  app: FastifyInstance,
  {
    template,
    renderer,
    manifest,
    readAsset = () => null,
  }: {
    template: string
    renderer: ServerRenderer | null
    manifest: Manifest | null
    /** The built stylesheets, to inline; without it they stay links. */
    readAsset?: (url: string) => string | null
  },
  log: FastifyBaseLogger,
): PageRendering {
  if (!template.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT}`)
  const transport = inProcessFetch(app)
  const urls = siteUrls(app.config.publicUrl)
  /** The site's head facts as its settings are now (kept until the next write, ADR 0074). */
  const siteNow = async () => {
    const { settings } = await app.site()
    const facts = {
      name: settings.title,
      description: settings.description,
      language: settings.language,
      sameAs: settings.socialAccounts,
      accent: settings.accentColor,
      logo: settings.logo,
      cover: settings.cover,
      icon: settings.icon,
    }
    return { facts, head: siteHead(urls, () => facts) }
  }
  const links = new Map(
    SERVER_RENDERED_PAGES.map(({ routeFile }) => [
      routeFile,
      manifest ? assetLinks(routeAssets(manifest, routeFile)) : '',
    ]),
  )
  const draw = async (url: string, language: Language): Promise<RenderedPage | null> => {
    if (!renderer) return null
    try {
      return await renderer.renderPage(url, transport, app.config.publicUrl, language)
    } catch (error) {
      // The client still draws the page itself; a server that cannot must not stop it.
      log.error({ err: error, url }, 'server render failed; sending the empty page')
      return null
    }
  }
  return {
    async render(url, language) {
      let resolved: ResolvedPage
      let site: Awaited<ReturnType<typeof siteNow>>
      try {
        site = await siteNow()
        resolved = await resolvePage(app.database.db, site.head, url)
      } catch (error) {
        log.error({ err: error, url }, 'could not tell what the page is; sending the empty page')
        return null
      }
      // A post asked for by an older address is sent on to its own, not drawn twice.
      if (resolved.status === 301 && resolved.location) {
        return { status: 301, html: '', location: resolved.location }
      }
      const drawn = serverRenderedPage(url)
      // A 404 is drawn too, whatever the path: the app's own not-found page, at once.
      const page = drawn || resolved.status === 404 ? await draw(url, language) : null
      const status = resolved.status === 404 || page?.status === 404 ? 404 : 200
      const routeLinks = links.get(drawn?.routeFile ?? '') ?? ''
      const document =
        status === 404
          ? pageDocument(template, page, {
              links: routeLinks,
              title: resolved.notFoundTitle ?? page?.title ?? titled(site.head, 'Page not found'),
              site: { ...site.facts, language },
            })
          : pageDocument(template, page, {
              links: routeLinks,
              meta: resolved.meta,
              site: { ...site.facts, language },
            })
      // A drawn page paints without asking for anything more (see inlineStylesheets).
      return {
        status,
        html: page
          ? startScriptsAfterFirstFrame(hoistImagePreloads(inlineStylesheets(document, readAsset)))
          : document,
      }
    },
  }
}
