// The site's pages (docs/decisions/0075): About, Privacy, Colophon… Markdown the owner and
// administrators write at Settings → Pages, published at `/{slug}`. They are not posts: they have
// their own table and routes, so no feed, search, mail or ActivityPub ever meets one.
import * as z from 'zod/mini'
import { IsoDateSchema, writtenText } from './common'
import {
  PAGE_BODY_MAX,
  PAGE_SLUG_MAX,
  PAGE_SLUG_PATTERN,
  PAGE_TITLE_MAX,
  pageMessages,
  slugProblem,
} from './site-pages-facts'

export * from './site-pages-facts'

export const PageStatusSchema = z.enum(['draft', 'published'])
export type PageStatus = z.infer<typeof PageStatusSchema>

const SlugSchema = z.string().check(
  z.trim(),
  z.maxLength(PAGE_SLUG_MAX, pageMessages.slugInvalid),
  z.regex(PAGE_SLUG_PATTERN, pageMessages.slugInvalid),
  z.refine((slug) => slugProblem(slug) === null, pageMessages.slugReserved),
  z.describe(
    `The page's address, \`/{slug}\`: any other form answers 400 "${pageMessages.slugInvalid}"; one that names a screen or a server route, 400 "${pageMessages.slugReserved}".`,
  ),
)

/** `POST /api/site/pages` and `PUT /api/site/pages/:id`: what the owner writes. */
export const PageInputSchema = z.object({
  title: writtenText(PAGE_TITLE_MAX, pageMessages.titleEmpty, pageMessages.titleTooLong),
  slug: SlugSchema,
  body: z.string().check(z.trim(), z.maxLength(PAGE_BODY_MAX, pageMessages.bodyTooLong)),
  status: PageStatusSchema,
  showInNavigation: z.boolean(),
})
export type PageInput = z.infer<typeof PageInputSchema>

/** A published page as a reader gets it: `GET /api/pages/:slug`. */
export const PageSchema = z.object({
  slug: z.string(),
  title: z.string(),
  bodyHtml: z.string(),
  /** The plain text's first words (contract/head's describe()): the page's description. */
  description: z.string(),
  updatedAt: IsoDateSchema,
})
export type Page = z.infer<typeof PageSchema>

/** A page as Settings → Pages shows it: drafts too, with its Markdown. */
export const ManagedPageSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  body: z.string(),
  status: PageStatusSchema,
  showInNavigation: z.boolean(),
  navOrder: z.number(),
  createdAt: IsoDateSchema,
  updatedAt: IsoDateSchema,
})
export type ManagedPage = z.infer<typeof ManagedPageSchema>
export const ManagedPageListSchema = z.array(ManagedPageSchema)

/** `GET /api/pages/navigation`: the published pages the header links to, in order. */
export const NavigationPageSchema = z.object({ slug: z.string(), title: z.string() })
export type NavigationPage = z.infer<typeof NavigationPageSchema>
export const NavigationPagesSchema = z.array(NavigationPageSchema)
