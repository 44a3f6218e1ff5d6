// What a page is, decided from the database before it is drawn (issue 15): its status (a missing
// post, a draft, an unknown tag or author, an unknown path: 404) and its head. Decided here, not
// by the client's render, so the answer is right with or without a server render (dist-ssr/),
// for pages the server does not draw (tags, authors), and with absolute URLs on PUBLIC_URL.
import { matchClientPage } from '../../contract/pages'
import { TagSchema, normaliseTag } from '../../contract/tags'
import { ID_PATTERN } from '../../contract/wire'
import type { Db } from '../db/schema'
import { parseTags } from '../posts/post-rows'
import { type PageMeta, SITE_DESCRIPTION, SITE_NAME, describe, socialImage } from './head'
import { publicName } from '../profiles/public-name'
import { findAuthor, findPublishedPost, tagExists } from './lookups'
import type { SiteUrls } from './urls'

export interface ResolvedPage {
  status: 200 | 404
  /** The page's own head; null keeps index.html's (screens that are forms or need a user). */
  meta: PageMeta | null
  /** The document title of a 404 (the render draws its page). */
  notFoundTitle?: string
}

const titled = (page: string) => `${page} — ${SITE_NAME}`

const notFound = (what: string): ResolvedPage => ({
  status: 404,
  meta: null,
  notFoundTitle: titled(`${what} not found`),
})

export async function resolvePage(db: Db, urls: SiteUrls, url: string): Promise<ResolvedPage> {
  const pathname = url.split(/[?#]/)[0] ?? '/'
  const match = matchClientPage(pathname)
  if (!match) return notFound('Page')
  const siteFeed = { title: SITE_NAME, href: urls.feed }

  switch (match.path) {
    case '/':
      return {
        status: 200,
        meta: {
          title: SITE_NAME,
          cardTitle: SITE_NAME,
          description: SITE_DESCRIPTION,
          canonical: urls.home,
          type: 'website',
          feeds: [siteFeed],
        },
      }
    case '/post/$postId': {
      const id = match.params.postId ?? ''
      const post = ID_PATTERN.test(id) ? await findPublishedPost(db, id) : undefined
      if (!post) return notFound('Post')
      const description = describe(post.body_text) || SITE_DESCRIPTION
      const image = socialImage(post.image, urls.origin)
      const canonical = urls.post(post.id)
      const authorUrl = post.author_id ? urls.author(post.author_id) : urls.home
      const authorName = publicName(post.author_name_now)
      const tags = parseTags(post.tags)
      return {
        status: 200,
        meta: {
          title: titled(post.title),
          cardTitle: post.title,
          description,
          canonical,
          type: 'article',
          ...(image ? { image } : {}),
          article: {
            publishedTime: post.created_at,
            ...(post.edited_at ? { modifiedTime: post.edited_at } : {}),
            author: authorUrl,
            tags,
          },
          feeds: [
            siteFeed,
            ...(post.author_id
              ? [
                  {
                    title: `${authorName} on ${SITE_NAME}`,
                    href: urls.authorFeed(post.author_id),
                  },
                ]
              : []),
          ],
          jsonLd: {
            '@context': 'https://schema.org',
            '@type': 'BlogPosting',
            headline: post.title,
            description,
            url: canonical,
            mainEntityOfPage: canonical,
            datePublished: post.created_at,
            dateModified: post.edited_at ?? post.created_at,
            author: { '@type': 'Person', name: authorName, url: authorUrl },
            ...(image ? { image: image.url } : {}),
            ...(tags.length > 0 ? { keywords: tags.join(', ') } : {}),
            publisher: { '@type': 'Organization', name: SITE_NAME, url: urls.home },
          },
        },
      }
    }
    case '/tag/$tag': {
      const tag = normaliseTag(match.params.tag ?? '')
      if (!TagSchema.safeParse(tag).success || !(await tagExists(db, tag))) return notFound('Tag')
      return {
        status: 200,
        meta: {
          title: titled(`#${tag}`),
          cardTitle: `#${tag} on ${SITE_NAME}`,
          description: `Posts tagged #${tag} on ${SITE_NAME}.`,
          canonical: urls.tag(tag),
          type: 'website',
          feeds: [{ title: `#${tag} on ${SITE_NAME}`, href: urls.tagFeed(tag) }, siteFeed],
        },
      }
    }
    case '/author/$authorId': {
      const id = match.params.authorId ?? ''
      // Firebase uids are at most 128 characters.
      const author = id.length <= 128 ? await findAuthor(db, id) : undefined
      if (!author) return notFound('Author')
      return {
        status: 200,
        meta: {
          title: titled(author.name),
          cardTitle: `${author.name} on ${SITE_NAME}`,
          description: `Posts by ${author.name} on ${SITE_NAME}.`,
          canonical: urls.author(author.id),
          type: 'profile',
          feeds: [
            { title: `${author.name} on ${SITE_NAME}`, href: urls.authorFeed(author.id) },
            siteFeed,
          ],
        },
      }
    }
    default:
      return { status: 200, meta: null }
  }
}
