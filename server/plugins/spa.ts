// Serves the built client from the same origin as the API: hashed assets cached for a year,
// index.html revalidated, client routes falling back to index.html. /api, /images and /assets
// never fall back, so an unknown API path is a JSON 404 rather than a page. Source maps are
// never served. `/` and `/post/:id` come drawn, with their data (server/page-render.ts).
import fs from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { injectClientConfig } from '../client-config'
import { HttpError, notFound } from '../errors'
import { methodNotAllowed } from '../route-table'
import { readManifest } from '../page-assets'
import { inlineEarlyScript } from '../early-script'
import { assetReader } from '../inline-assets'
import { loadServerRenderer, pageRendering } from '../page-render'
import { withLanguage } from '../page-language'
import type { Language } from '../../contract/languages'
import { requestLanguage } from '../http/request-language'
import { PREVIEW_HEADERS, isPreviewPage, withNoindex } from '../preview-links/page'

export interface SpaOptions {
  /** The folder `vite build` wrote; when it has no index.html, only the API is served. */
  distDir: string
  /** The built server render; without it every page is the empty index.html. */
  ssrDir?: string | undefined
}

// A missing hashed asset (a chunk of an older build) must fail as a 404 the router can recover
// from, not arrive as HTML where a script was expected.
const NO_FALLBACK = /^\/(api|images|assets)(\/|$|\?)/
/**
 * Source maps are built (hidden: no file names them) for whoever debugs a build, never served:
 * they would hand out the client's source. A request for one is a 404, not the page.
 */
const SOURCE_MAP = /\.map$/
const isSourceMap = (url: string) => SOURCE_MAP.test(url.split('?')[0] ?? '')

/** Where the app's empty page is served (the service worker's offline fallback). */
export const APP_SHELL = '/app-shell'

/**
 * A drawn page is kept under its path: one with a query (`/?utm_source=…`, any a client makes
 * up) is drawn, never kept, so made-up URLs take no memory (issue 21).
 */
const keptPageKey = (host: string, url: string, language: Language) =>
  url.includes('?') ? null : `page ${host} ${language} ${url}`

export default fp<SpaOptions>(
  async function spa(app: FastifyInstance, { distDir, ssrDir }) {
    const indexFile = path.join(distDir, 'index.html')
    const hasClient = fs.existsSync(indexFile)
    const indexHtml = hasClient
      ? inlineEarlyScript(injectClientConfig(fs.readFileSync(indexFile, 'utf8'), app.config.client))
      : ''
    // Every page gets its status and head (issue 15); only with a server render is it drawn.
    const pages = hasClient
      ? pageRendering(
          app,
          {
            template: indexHtml,
            renderer: ssrDir ? await loadServerRenderer(ssrDir) : null,
            manifest: readManifest(distDir),
            readAsset: assetReader(distDir),
          },
          app.log,
        )
      : null
    if (hasClient) {
      await app.register(fastifyStatic, {
        root: distDir,
        // One route per built file, found at start-up; anything else reaches the fallback below.
        wildcard: false,
        index: false,
        // index.html is always the injected copy below, never the raw file.
        // Nor the build's manifest (read by server/page-assets.ts).
        allowedPath: (pathName) =>
          pathName !== '/index.html' && !isSourceMap(pathName) && !pathName.startsWith('/.vite/'),
        // vite.config.ts writes .br and .gz beside each asset, so nothing compresses per request.
        preCompressed: true,
        cacheControl: false,
        setHeaders(res, filePath) {
          const hashed = filePath.includes(`${path.sep}assets${path.sep}`)
          res.setHeader(
            'Cache-Control',
            hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
          )
        },
      })
    }

    // The route table is the root's (build-app.ts); an instance without one answers 404s only.
    const notAllowed = methodNotAllowed(app.hasDecorator('routeTable') ? app.routeTable : [])
    app.setNotFoundHandler(async (request, reply) => {
      // A path some route serves, asked with another method: 405 and what it does take.
      const pathname = request.url.split('?')[0] ?? ''
      const allow = notAllowed(pathname, request.method)
      if (allow) {
        reply.header('Allow', allow.join(', '))
        throw new HttpError(
          405,
          'method_not_allowed',
          `${pathname} does not take ${request.method}; it takes ${allow.join(', ')}`,
        )
      }
      const isPage = request.method === 'GET' || request.method === 'HEAD'
      if (!hasClient || !isPage || NO_FALLBACK.test(request.url) || isSourceMap(request.url)) {
        throw notFound(`No route for ${request.method} ${request.url.split('?')[0]}`)
      }
      // The app with no page drawn in it, which the service worker keeps and answers offline
      // for a page it holds no copy of (docs/decisions/0040): the app draws that page from the
      // data kept on the device, or says it is not saved for offline reading.
      // It is in the site's language: the app chooses the reader's when it starts from it.
      if (request.url === APP_SHELL) {
        return reply
          .header('Cache-Control', 'no-cache')
          .type('text/html; charset=utf-8')
          .send(withLanguage(indexHtml, (await app.site()).settings.language))
      }
      // In the reader's language (docs/decisions/0077): their choice, their browser's, the site's.
      const language = requestLanguage(request, (await app.site()).settings.language)
      // What a shared cache must key a page on: the language comes from these two.
      reply.header('Vary', 'Accept-Language, Cookie')
      // A drawn page holds public data only: kept like the API's public answers, until the
      // next write (plugins/public-answers.ts), so a popular page is drawn once per language.
      // A preview (ADR 0079) is a draft: never kept here nor by any cache, never indexed.
      const preview = isPreviewPage(request.url)
      const key = preview ? null : keptPageKey(request.hostname, request.url, language)
      const draw = () => (pages ? pages.render(request.url, language) : Promise.resolve(null))
      const page = key
        ? await app.keepPublic(
            key,
            draw,
            // Not a 404: any path is one, and they would push the real pages out.
            (drawn) => (drawn && drawn.status === 200 ? drawn.html.length : null),
          )
        : await draw()
      // The page holds the data of the moment, never a user's (the server draws without one):
      // any cache may keep it, a shared one a few seconds (server/cache-policy.ts). So may a
      // post's move to its slug: not for ever, as a title changed back would make a loop.
      if (page?.location) {
        return reply
          .code(301)
          .header('Location', page.location)
          .header('Cache-Control', app.config.publicCacheControl)
          .send()
      }
      reply
        .code(page?.status ?? 200)
        .header('Cache-Control', app.config.publicCacheControl)
        .type('text/html; charset=utf-8')
      const html = page?.html ?? withLanguage(indexHtml, language)
      if (preview) return reply.headers(PREVIEW_HEADERS).send(withNoindex(html))
      // Compressed on the way out, as every text answer is (plugins/json-answers.ts).
      return reply.send(html)
    })
  },
  { name: 'spa', dependencies: ['config', 'public-answers'] },
)
