// Each public page's head from the facts both sides hold: the server from its database
// (server/findable/page-meta.ts), the client from the API's answers in its loaders. A fact
// either side lacks would make them disagree, so each builder takes only what the API answers.
import type { Post } from '../posts'
import type { SiteUrls } from '../site-urls'
import { type PageMeta, SITE_DESCRIPTION, SITE_NAME, socialImage } from './head-tags'

/** The site's logo for structured data: Google wants a raster image at least 112 px square. */
export const SITE_LOGO = { path: '/logo.png', width: 512, height: 512 } as const

/** "A page — Quill". */
export const titled = (page: string) => `${page} — ${SITE_NAME}`

const siteFeed = (urls: SiteUrls) => ({ title: SITE_NAME, href: urls.feed })

export function homeMeta(urls: SiteUrls): PageMeta {
  return {
    title: SITE_NAME,
    cardTitle: SITE_NAME,
    description: SITE_DESCRIPTION,
    canonical: urls.home,
    type: 'website',
    feeds: [siteFeed(urls)],
  }
}

/** The site's own documents: public pages with one address, as a reader reaches them. */
export const SITE_PAGES = {
  '/privacy': {
    title: 'Privacy',
    description: `What ${SITE_NAME} keeps about you, and what it never records.`,
  },
  '/terms': {
    title: 'Terms of use',
    description: `What you agree to when you write on ${SITE_NAME}.`,
  },
  '/status': {
    title: 'Service status',
    description: `Whether ${SITE_NAME} and what it depends on are working right now.`,
  },
} as const

export type SitePagePath = keyof typeof SITE_PAGES

export function sitePageMeta(urls: SiteUrls, path: SitePagePath): PageMeta {
  const page = SITE_PAGES[path]
  return {
    title: titled(page.title),
    cardTitle: `${page.title} — ${SITE_NAME}`,
    description: page.description,
    canonical: urls.absolute(path),
    type: 'website',
    feeds: [siteFeed(urls)],
  }
}

/** What a post's head needs of it: fields of every post answer, a feed's or the post's own. */
export type PostFacts = Pick<
  Post,
  | '_id'
  | 'postTitle'
  | 'slug'
  | 'description'
  | 'image'
  | 'date'
  | 'editDate'
  | 'authorId'
  | 'authorHandle'
  | 'authorDisplayName'
  | 'tags'
>

export function postMeta(urls: SiteUrls, post: PostFacts): PageMeta {
  const description = post.description || SITE_DESCRIPTION
  const image = socialImage(post.image, urls.origin)
  const canonical = urls.post(post._id, post.slug)
  // The author's page at its one canonical address, as authorMeta and the sitemap name it.
  const authorUrl = post.authorHandle
    ? urls.handle(post.authorHandle)
    : post.authorId
      ? urls.author(post.authorId)
      : urls.home
  const authorName = post.authorDisplayName
  return {
    title: titled(post.postTitle),
    cardTitle: post.postTitle,
    description,
    canonical,
    type: 'article',
    ...(image ? { image } : {}),
    article: {
      publishedTime: post.date,
      ...(post.editDate ? { modifiedTime: post.editDate } : {}),
      author: authorUrl,
      tags: post.tags,
    },
    feeds: [
      siteFeed(urls),
      ...(post.authorId
        ? [{ title: `${authorName} on ${SITE_NAME}`, href: urls.authorFeed(post.authorId) }]
        : []),
    ],
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: post.postTitle,
      description,
      url: canonical,
      mainEntityOfPage: canonical,
      datePublished: post.date,
      dateModified: post.editDate ?? post.date,
      author: { '@type': 'Person', name: authorName, url: authorUrl },
      ...(image ? { image: image.url } : {}),
      ...(post.tags.length > 0 ? { keywords: post.tags.join(', ') } : {}),
      publisher: {
        '@type': 'Organization',
        name: SITE_NAME,
        url: urls.home,
        logo: {
          '@type': 'ImageObject',
          url: urls.absolute(SITE_LOGO.path),
          width: SITE_LOGO.width,
          height: SITE_LOGO.height,
        },
      },
    },
  }
}

/** A tag's page; `tag` as the server keeps it (normalised, see contract/tag-text.ts). */
export function tagMeta(urls: SiteUrls, tag: string): PageMeta {
  return {
    title: titled(`#${tag}`),
    cardTitle: `#${tag} on ${SITE_NAME}`,
    description: `Posts tagged #${tag} on ${SITE_NAME}.`,
    canonical: urls.tag(tag),
    type: 'website',
    feeds: [{ title: `#${tag} on ${SITE_NAME}`, href: urls.tagFeed(tag) }, siteFeed(urls)],
  }
}

/** An author's page: their uid and their name as `GET /api/authors/:authorId` answers it. */
/** With a handle, `/@handle` is the page's one canonical address (issue 24). */
export function authorMeta(
  urls: SiteUrls,
  author: { id: string; name: string; handle?: string | null },
): PageMeta {
  return {
    title: titled(author.name),
    cardTitle: `${author.name} on ${SITE_NAME}`,
    description: `Posts by ${author.name} on ${SITE_NAME}.`,
    canonical: author.handle ? urls.handle(author.handle) : urls.author(author.id),
    type: 'profile',
    feeds: [
      { title: `${author.name} on ${SITE_NAME}`, href: urls.authorFeed(author.id) },
      siteFeed(urls),
    ],
  }
}
