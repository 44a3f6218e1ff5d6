// The site's documents outside /api: the web app manifest, named as the site is now (ADR 0074),
// its icon at each size it is asked for (ADR 0076), and the Language chooser's answer (ADR 0077).
import type { FastifyReply } from 'fastify'
import fp from 'fastify-plugin'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { notFound } from '../errors'
import { route } from '../http/route'
import { z } from 'zod'
import { webManifest } from './manifest'
import { iconMaker, parseIconFile } from './site-icons'
import { LANGUAGES } from '../../contract/languages'
import { LANGUAGE_CODES } from '../../contract/site-facts'
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE } from '../../contract/language-choice'

/**
 * Where the chooser sends the reader back to: a path of this site, else the home page ('//x' and
 * '/\x' are other hosts to a browser; control characters hide tricks).
 */
export function pathBack(back: string | undefined): string {
  if (!back || !back.startsWith('/') || back.startsWith('//') || back.length > 2000) return '/'
  const unsafe = Array.from(back).some(
    (char) => char === '\\' || char.charCodeAt(0) < 0x20 || char === '\u007f',
  )
  return unsafe ? '/' : back
}

/** The path (with its query and fragment) of `referer` when it is a page of `host`. */
function sameSitePath(referer: string | undefined, host: string | undefined): string | undefined {
  if (!referer || !host) return undefined
  try {
    const url = new URL(referer)
    // The Host header's port is its scheme's default at times ("localhost:80"): as URLs, compared.
    return url.host === new URL(`http://${host}`).host ? `${url.pathname}${url.search}` : undefined
  } catch {
    return undefined
  }
}

const MANIFEST_TYPE = 'application/manifest+json; charset=utf-8'

const siteDocuments: FastifyPluginAsyncZod = async (app) => {
  route(app, {
    method: 'GET',
    url: '/manifest.webmanifest',
    access: 'public',
    tag: 'site',
    summary: 'The web app manifest: the site’s name, description, language, colours and icons',
    response: {
      200: {
        description: 'A web app manifest (JSON)',
        content: { 'application/manifest+json': { schema: z.record(z.string(), z.unknown()) } },
      },
    },
    handler: async (_request, reply) => {
      const { settings } = await app.site()
      return reply
        .header('Cache-Control', app.config.publicCacheControl)
        .type(MANIFEST_TYPE)
        .send(webManifest(settings))
    },
  })

  route(app, {
    method: 'GET',
    url: '/language',
    access: 'public',
    tag: 'site',
    summary: 'The Language chooser: keeps the reader’s language in a cookie, then back to the page',
    description: `A plain form's GET (it works before the app has loaded, and without it): \`set\` is one of ${Object.keys(LANGUAGES).join(', ')}; \`back\` a path of this site, else the page the browser names in Referer, else /. Answers 303 with the \`${LANGUAGE_COOKIE}\` cookie for a year, which every later page is drawn by.`,
    querystring: z.object({
      set: z.enum(LANGUAGE_CODES),
      back: z.string().max(2000).optional(),
    }),
    response: {
      303: z.null().describe('See Other: back to the page, drawn in the chosen language'),
    },
    errors: [400],
    handler: async (request, reply) => {
      const { set, back } = request.query
      // The page it was sent from: the form's, named by the browser (same-origin, so in full under
      // the site's Referrer-Policy), unless `back` says another.
      const from = back ?? sameSitePath(request.headers.referer, request.headers.host)
      return reply
        .code(303)
        .header(
          'Set-Cookie',
          `${LANGUAGE_COOKIE}=${set}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE}; SameSite=Lax`,
        )
        .header('Cache-Control', 'no-store')
        .header('Location', pathBack(from))
        .send(null)
    },
  })

  const iconFile = iconMaker(app.imageStore)
  route(app, {
    method: 'GET',
    url: '/site-icons/:file',
    access: 'public',
    tag: 'site',
    summary: 'The site’s icon as a PNG of one size: 32, 180, 192, 512 or maskable-512',
    description:
      'Only the current icon’s files exist (`<icon’s stored name>-<size>.png`); each address names its image, so it is cached for ever.',
    params: z.object({ file: z.string().max(200) }),
    response: {
      200: { description: 'A PNG', content: { 'image/png': { schema: z.string() } } },
    },
    errors: [404],
    handler: async (request, typedReply) => {
      // The answer is bytes, not the JSON the type provider types a reply's payload as.
      const reply = typedReply as unknown as FastifyReply
      const { settings } = await app.site()
      const asked = parseIconFile(request.params.file)
      const current = settings.icon.replace(/\.webp$/, '')
      const png =
        asked && settings.icon && asked.stem === current
          ? await iconFile(settings.icon, asked.variant)
          : undefined
      if (!png) throw notFound('No such icon')
      return reply
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .type('image/png')
        .send(png)
    },
  })
}

export default fp(siteDocuments, {
  name: 'site-documents',
  encapsulate: true,
  dependencies: ['config', 'site', 'image-store'],
})
