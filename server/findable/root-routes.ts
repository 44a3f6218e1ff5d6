// What readers' tools fetch outside the API (ADR 0025): RSS feeds of the site, an author and a
// tag, the sitemap, and robots.txt, with absolute URLs on PUBLIC_URL. Feeds and sitemaps carry
// an ETag (a hash of the body) and a Last-Modified (their newest change) and answer 304 when the
// reader already holds them. Outside /api: these addresses are the web's conventions.
import { isAuthorId } from '../ids'
import { createHash } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import * as zm from 'zod/mini'
import { LanguageTagSchema } from '../../contract/language-tag'
import { CLIENT_PAGE_PATHS, type ClientPagePath } from '../../contract/pages'
import { TagSchema, normaliseTag } from '../../contract/tags'
import { notFound } from '../errors'
import { feedPosts } from './feed-queries'
import { findAuthor, latest } from './lookups'
import { FEED_SIZE, type FeedChannel, rssDocument } from './rss'
import { SITEMAP_URL_LIMIT, sitemapFile } from './sitemap'
import { siteUrls } from '../../contract/site-urls'
import { matches } from '../plugins/json-answers'
import { route } from '../http/route'
import { document } from '../http/route-schema'

export interface FindableOptions {
  /** URLs per sitemap file (the protocol's 50,000; tests make it small to see the split). */
  sitemapUrlLimit?: number
}

/** The paths robots.txt keeps crawlers out of: the API, the dev mailbox, screens for a user. */
/**
 * The screens a crawler may read: what a reader of the blog sees without signing in. Every other
 * screen of the client (contract/pages.ts) is for a signed-in user, a form, or a one-time link,
 * and is kept out: derived, so a new screen is out until it is named here.
 */
const CRAWLED_PAGES: ReadonlySet<ClientPagePath> = new Set<ClientPagePath>([
  '/',
  '/@{$handle}',
  '/author/$authorId',
  '/post/$postId/{-$slug}',
  '/tag/$tag',
  '/$pageSlug',
  '/privacy',
  '/terms',
  '/status',
])

/** A screen's path up to its first parameter: `/post-edit/$postId` is `/post-edit/`. */
const prefixOf = (path: string) => path.replace(/[${].*$/, '')

export const DISALLOWED_PATHS = [
  '/api/',
  ...CLIENT_PAGE_PATHS.filter((path) => !CRAWLED_PAGES.has(path)).map(prefixOf),
]

const RSS_TYPE = 'application/rss+xml; charset=utf-8'
const XML_TYPE = 'application/xml; charset=utf-8'

/** The answer, or `304 Not Modified` when the reader's copy is this one. */
function conditional(
  request: FastifyRequest,
  reply: FastifyReply,
  {
    body,
    type,
    lastModified,
    cacheControl,
  }: { body: string; type: string; lastModified: string | undefined; cacheControl: string },
) {
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`
  // Anyone may keep it (nothing in it is a user's): server/cache-policy.ts.
  reply.header('ETag', etag).header('Cache-Control', cacheControl).type(type)
  const modified = lastModified ? new Date(lastModified) : undefined
  if (modified) reply.header('Last-Modified', modified.toUTCString())
  const ifNoneMatch = request.headers['if-none-match']
  const ifModifiedSince = request.headers['if-modified-since']
  // If-None-Match decides when present (RFC 9110 §13.2.2); the date is second-precise.
  const fresh = ifNoneMatch
    ? matches(ifNoneMatch, etag)
    : Boolean(
        modified &&
        ifModifiedSince &&
        Math.floor(modified.getTime() / 1000) * 1000 <= Date.parse(ifModifiedSince),
      )
  // A 304 has no body, so no type (as the API's 304s, plugins/json-answers.ts, and the OpenAPI).
  if (fresh) return reply.code(304).removeHeader('content-type').send()
  return reply.send(body)
}

/** A 304: no body, no type (as `revalidated`, http/route-schema.ts, and plugins/openapi.ts). */
const notModified = z
  .null()
  .describe('Not modified: the copy the reader holds (If-None-Match / If-Modified-Since)')

/** A feed's one query parameter (ADR 0077): an invalid tag is a 400, as on `GET /api/posts`. */
const languageQuery = zm.object({ language: zm.optional(LanguageTagSchema) })

const findable: FastifyPluginAsyncZod<FindableOptions> = async (app, options) => {
  const { db } = app.database
  const urls = siteUrls(app.config.publicUrl)
  const sitemapUrlLimit = options.sitemapUrlLimit ?? SITEMAP_URL_LIMIT

  const sendFeed = async (
    request: FastifyRequest,
    reply: FastifyReply,
    channel: Omit<FeedChannel, 'language'>,
    scope: Parameters<typeof feedPosts>[1],
  ) => {
    // `?language=de`: the posts in German only, and the channel says so (ADR 0077).
    const filter = (request.query as { language?: string } | undefined)?.language
    const posts = await feedPosts(db, scope, FEED_SIZE, filter)
    const language = filter ?? (await app.site()).settings.language
    const self = filter
      ? `${channel.self}?${new URLSearchParams({ language: filter })}`
      : channel.self
    const lastBuild =
      latest(...posts.flatMap((post) => [post.created_at, post.edited_at])) || undefined
    return conditional(request, reply, {
      cacheControl: app.config.publicCacheControl,
      body: rssDocument({ ...channel, self, language }, posts, urls, lastBuild),
      type: RSS_TYPE,
      lastModified: lastBuild,
    })
  }

  const feedRoute = (url: string, summary: string) =>
    ({
      method: 'GET',
      url,
      access: 'public',
      tag: 'feeds',
      summary,
      description:
        'With `language` (a BCP 47 tag), only the posts in it: `de` also finds `de-AT`. Each item says its language (`dc:language`).',
      querystring: languageQuery,
      response: {
        200: document(
          RSS_TYPE,
          `RSS 2.0, the latest ${FEED_SIZE} published posts in full (a very long one as its summary and a link)`,
        ),
        304: notModified,
      },
    }) as const

  route(app, {
    ...feedRoute('/rss.xml', "The site's feed: RSS 2.0 of the latest published posts"),
    handler: async (request, reply) => {
      const { title, description } = (await app.site()).settings
      const channel = { title, link: urls.home, self: urls.feed, description: description || title }
      return sendFeed(request, reply, channel, {})
    },
  })

  route(app, {
    ...feedRoute('/tag/:tag/rss.xml', "A tag's feed: RSS 2.0 of its latest published posts"),
    params: z.object({ tag: z.string().max(200) }),
    errors: [404],
    handler: async (request, reply) => {
      const tag = normaliseTag(request.params.tag)
      if (!TagSchema.safeParse(tag).success) throw notFound(`No tag ${request.params.tag}`)
      const { title: name } = (await app.site()).settings
      const channel = {
        title: `#${tag} on ${name}`,
        link: urls.tag(tag),
        self: urls.tagFeed(tag),
        description: `Posts tagged #${tag} on ${name}.`,
      }
      const posts = await feedPosts(db, { tag }, 1)
      if (posts.length === 0) throw notFound(`No published post is tagged ${tag}`)
      return sendFeed(request, reply, channel, { tag })
    },
  })

  route(app, {
    ...feedRoute(
      '/author/:authorId/rss.xml',
      "An author's feed: RSS 2.0 of their latest published posts",
    ),
    params: z.object({ authorId: z.string().max(128) }),
    errors: [404],
    handler: async (request, reply) => {
      // An id no account can have (a control character, which PostgreSQL refuses) is no author.
      const { authorId } = request.params
      const author = isAuthorId(authorId) ? await findAuthor(db, authorId) : undefined
      if (!author) throw notFound('No such author')
      const { title: name } = (await app.site()).settings
      const channel = {
        title: `${author.name} on ${name}`,
        link: urls.author(author.id),
        self: urls.authorFeed(author.id),
        description: `Posts by ${author.name} on ${name}.`,
      }
      return sendFeed(request, reply, channel, { authorId: author.id })
    },
  })

  const sendSitemap = async (request: FastifyRequest, reply: FastifyReply, part?: number) => {
    const file = await sitemapFile(db, urls, part, sitemapUrlLimit)
    if (!file) throw notFound('No such sitemap')
    return conditional(request, reply, {
      cacheControl: app.config.publicCacheControl,
      body: file.xml,
      type: XML_TYPE,
      lastModified: file.lastModified,
    })
  }

  route(app, {
    method: 'GET',
    url: '/sitemap.xml',
    access: 'public',
    tag: 'feeds',
    summary: `Every published post, author and tag with its lastmod; past ${SITEMAP_URL_LIMIT.toLocaleString('en')} URLs, an index of parts`,
    response: { 200: document(XML_TYPE, 'A sitemap, or a sitemap index'), 304: notModified },
    handler: async (request, reply) => sendSitemap(request, reply),
  })

  route(app, {
    method: 'GET',
    url: '/sitemap/:part',
    access: 'public',
    tag: 'feeds',
    summary: 'One part of the sitemap (`/sitemap/1.xml`, …), when /sitemap.xml is an index',
    params: z.object({
      part: z.string().regex(/^[1-9]\d{0,5}\.xml$/, 'A part is a number and .xml'),
    }),
    response: { 200: document(XML_TYPE, 'A sitemap'), 304: notModified },
    errors: [404],
    handler: async (request, reply) =>
      sendSitemap(request, reply, Number.parseInt(request.params.part, 10)),
  })

  route(app, {
    method: 'GET',
    url: '/robots.txt',
    access: 'public',
    tag: 'feeds',
    summary: "Crawlers' rules: the API and the screens for a user kept out; the sitemap's URL",
    response: { 200: document('text/plain', 'robots.txt') },
    handler: async (_request, reply) => {
      const rules = [
        'User-agent: *',
        ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
        '',
        `Sitemap: ${urls.sitemap}`,
        '',
      ]
      return reply
        .header('Cache-Control', app.config.publicCacheControl)
        .type('text/plain; charset=utf-8')
        .send(rules.join('\n'))
    },
  })
}

export default fp(findable, {
  name: 'findable',
  encapsulate: true,
  dependencies: ['config', 'database'],
})
