// The site's pages (docs/decisions/0075): readers read a published one and the header's list;
// the owner and administrators write them at Settings → Pages. Who may call each is its route's
// `access` (role checks in one place: server/auth/auth-plugin.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import * as z from 'zod/mini'
import {
  ManagedPageListSchema,
  ManagedPageSchema,
  NavigationPagesSchema,
  PRIVACY_SLUG,
  PageInputSchema,
  PageSchema,
  pageMessages,
} from '../../contract/site-pages'
import { currentUser } from '../auth/current-user'
import { badRequest, notFound } from '../errors'
import { route } from '../http/route'
import { revalidated } from '../http/route-schema'
import { isReservedSlug } from './slugs'
import { rateLimits } from './rate-limits'
import {
  createPage,
  deletePage,
  listPages,
  navigationPages,
  publishedPage,
  updatePage,
} from './page-repository'

const SlugParamsSchema = z.object({ slug: z.string().check(z.maxLength(200)) })
const IdParamsSchema = z.object({ id: z.string().check(z.minLength(1), z.maxLength(64)) })

const pages: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database
  const routeTable = () => (app.hasDecorator('routeTable') ? app.routeTable : [])

  /** The slug's own problem, which the schema cannot know: a route registered at the root. */
  const checkSlug = (slug: string) => {
    if (slug !== PRIVACY_SLUG && isReservedSlug(slug, routeTable())) {
      throw badRequest(pageMessages.slugReserved, { slug: pageMessages.slugReserved })
    }
  }
  const taken = () => badRequest(pageMessages.slugTaken, { slug: pageMessages.slugTaken })
  const privacyStays = () =>
    badRequest(pageMessages.privacyStays, { slug: pageMessages.privacyStays })

  route(app, {
    method: 'GET',
    url: '/pages/navigation',
    access: 'public',
    tag: 'pages',
    summary: 'The published pages the header links to, in order',
    response: { 200: NavigationPagesSchema, ...revalidated },
    handler: async () => navigationPages(db),
  })

  route(app, {
    method: 'GET',
    url: '/pages/:slug',
    access: 'public',
    tag: 'pages',
    summary: 'A published page, as `/{slug}` draws it (a draft or an unknown slug is 404)',
    params: SlugParamsSchema,
    response: { 200: PageSchema, ...revalidated },
    errors: [404],
    handler: async (request) => {
      const page = await publishedPage(db, request.params.slug)
      if (!page) throw notFound(pageMessages.notFound)
      return page
    },
  })

  route(app, {
    method: 'GET',
    url: '/site/pages',
    access: 'administrator',
    tag: 'pages',
    summary: 'Every page, drafts too, with its Markdown, in the navigation’s order',
    response: { 200: ManagedPageListSchema },
    handler: async () => listPages(db),
  })

  route(app, {
    method: 'POST',
    url: '/site/pages',
    access: 'administrator',
    rateLimit: rateLimits.manage,
    tag: 'pages',
    summary: 'Write a new page, published at `/{slug}` or kept as a draft',
    description: `A slug another page has answers 400 "${pageMessages.slugTaken}"; one that names a screen or a route, 400 "${pageMessages.slugReserved}".`,
    body: PageInputSchema,
    response: { 201: ManagedPageSchema },
    handler: async (request, reply) => {
      checkSlug(request.body.slug)
      const page = await createPage(db, request.body, currentUser(request).uid)
      if (page === 'taken') throw taken()
      return reply.status(201).send(page)
    },
  })

  route(app, {
    method: 'PUT',
    url: '/site/pages/:id',
    access: 'administrator',
    rateLimit: rateLimits.manage,
    tag: 'pages',
    summary: 'Change a page: its title, slug, text, whether it is published or in the navigation',
    description: `A slug another page has answers 400 "${pageMessages.slugTaken}"; one that names a screen or a route, 400 "${pageMessages.slugReserved}". The privacy page keeps its slug and stays published (400 "${pageMessages.privacyStays}").`,
    params: IdParamsSchema,
    body: PageInputSchema,
    response: { 200: ManagedPageSchema },
    errors: [404],
    handler: async (request) => {
      checkSlug(request.body.slug)
      const page = await updatePage(db, request.params.id, request.body)
      if (page === 'not_found') throw notFound(pageMessages.notFound)
      if (page === 'taken') throw taken()
      if (page === 'privacy') throw privacyStays()
      return page
    },
  })

  route(app, {
    method: 'DELETE',
    url: '/site/pages/:id',
    access: 'administrator',
    rateLimit: rateLimits.manage,
    tag: 'pages',
    summary: 'Delete a page (the privacy page is edited, never deleted)',
    description: `The privacy page answers 400 "${pageMessages.privacyStays}".`,
    params: IdParamsSchema,
    response: { 204: z.null() },
    errors: [404],
    handler: async (request, reply) => {
      const outcome = await deletePage(db, request.params.id)
      if (outcome === 'not_found') throw notFound(pageMessages.notFound)
      if (outcome === 'privacy') throw privacyStays()
      return reply.status(204).send(null)
    },
  })
}

export default pages
