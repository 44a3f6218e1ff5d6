// Each public page's head from the facts both sides hold: the server from its database
// (server/findable/page-meta.ts), the client from the API's answers in its loaders. A fact
// either side lacks would make them disagree, so each builder takes only what the API answers.
import type { Post } from '../posts'
import { openGraphLocale } from '../post-language'
import { type PageMeta, type SiteHead, socialImage } from './head-tags'

/** The site's logo for structured data: Google wants a raster image at least 112 px square. */
export const SITE_LOGO = { path: '/logo.png', width: 512, height: 512 } as const

/** "A page — Field Notes". */
export const titled = (site: Pick<SiteHead, 'name'>, page: string) => `${page} — ${site.name}`

const siteFeed = (site: SiteHead) => ({ title: site.name, href: site.feed })

/** The site as schema.org's publisher: its name, logo and accounts elsewhere (ADR 0076). */
function publisher(site: SiteHead) {
  return {
    '@type': 'Organization',
    name: site.name,
    url: site.home,
    logo: site.logo
      ? { '@type': 'ImageObject', url: site.absolute(`/images/${site.logo}`) }
      : {
          '@type': 'ImageObject',
          url: site.absolute(SITE_LOGO.path),
          width: SITE_LOGO.width,
          height: SITE_LOGO.height,
        },
    ...(site.sameAs.length > 0 ? { sameAs: [...site.sameAs] } : {}),
  }
}

export function homeMeta(site: SiteHead): PageMeta {
  const description = site.description || site.name
  // The cover is the home page's card (ADR 0076).
  const image = site.cover
    ? socialImage(site.absolute(`/images/${site.cover}`), site.origin)
    : undefined
  return {
    ...(image ? { image } : {}),
    title: site.name,
    siteName: site.name,
    cardTitle: site.name,
    description,
    canonical: site.home,
    type: 'website',
    feeds: [siteFeed(site)],
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: site.name,
      url: site.home,
      description,
      inLanguage: site.language,
      publisher: publisher(site),
    },
  }
}

/**
 * The site's own screens that are not pages the owner writes (contract/site-pages.ts): public,
 * with one address, as a reader reaches them.
 */
export const SITE_PAGES = {
  '/terms': {
    title: 'Terms of use',
    description: (name: string) => `What you agree to when you write on ${name}.`,
  },
  '/status': {
    title: 'Service status',
    description: (name: string) => `Whether ${name} and what it depends on are working right now.`,
  },
} as const

export type SitePagePath = keyof typeof SITE_PAGES

export function sitePageMeta(site: SiteHead, path: SitePagePath): PageMeta {
  const page = SITE_PAGES[path]
  return pageMeta(site, {
    slug: path.slice(1),
    title: page.title,
    description: page.description(site.name),
  })
}

/** What a site page's head needs of it (contract/site-pages.ts): as `GET /api/pages/:slug` answers. */
export interface PageFacts {
  slug: string
  title: string
  description: string
}

/** A page the owner wrote (About, Privacy…), at `/{slug}`: "About — Field Notes". */
export function pageMeta(site: SiteHead, page: PageFacts): PageMeta {
  return {
    title: titled(site, page.title),
    siteName: site.name,
    cardTitle: titled(site, page.title),
    description: page.description || site.description || site.name,
    canonical: site.absolute(`/${page.slug}`),
    type: 'website',
    feeds: [siteFeed(site)],
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
> &
  /** Every post answer carries it (ADR 0077); a head made from less says the site's. */
  Partial<Pick<Post, 'language'>>

export function postMeta(site: SiteHead, post: PostFacts): PageMeta {
  const description = post.description || site.description || site.name
  const image = socialImage(post.image, site.origin)
  const canonical = site.post(post._id, post.slug)
  // The author's page at its one canonical address, as authorMeta and the sitemap name it.
  const authorUrl = post.authorHandle
    ? site.handle(post.authorHandle)
    : post.authorId
      ? site.author(post.authorId)
      : site.home
  const authorName = post.authorDisplayName
  const language = post.language ?? site.language
  const locale = openGraphLocale(language)
  return {
    title: titled(site, post.postTitle),
    siteName: site.name,
    cardTitle: post.postTitle,
    description,
    canonical,
    type: 'article',
    ...(locale ? { locale } : {}),
    ...(image ? { image } : {}),
    article: {
      publishedTime: post.date,
      ...(post.editDate ? { modifiedTime: post.editDate } : {}),
      author: authorUrl,
      tags: post.tags,
    },
    feeds: [
      siteFeed(site),
      ...(post.authorId
        ? [{ title: `${authorName} on ${site.name}`, href: site.authorFeed(post.authorId) }]
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
      // The post's own language, not the site's (ADR 0077).
      inLanguage: language,
      author: { '@type': 'Person', name: authorName, url: authorUrl },
      ...(image ? { image: image.url } : {}),
      ...(post.tags.length > 0 ? { keywords: post.tags.join(', ') } : {}),
      publisher: publisher(site),
    },
  }
}

/** A tag's page; `tag` as the server keeps it (normalised, see contract/tag-text.ts). */
export function tagMeta(site: SiteHead, tag: string): PageMeta {
  return {
    title: titled(site, `#${tag}`),
    siteName: site.name,
    cardTitle: `#${tag} on ${site.name}`,
    description: `Posts tagged #${tag} on ${site.name}.`,
    canonical: site.tag(tag),
    type: 'website',
    feeds: [{ title: `#${tag} on ${site.name}`, href: site.tagFeed(tag) }, siteFeed(site)],
  }
}

/** An author's page: their uid and their name as `GET /api/authors/:authorId` answers it. */
/** With a handle, `/@handle` is the page's one canonical address (issue 24). */
export function authorMeta(
  site: SiteHead,
  author: { id: string; name: string; handle?: string | null },
): PageMeta {
  return {
    title: titled(site, author.name),
    siteName: site.name,
    cardTitle: `${author.name} on ${site.name}`,
    description: `Posts by ${author.name} on ${site.name}.`,
    canonical: author.handle ? site.handle(author.handle) : site.author(author.id),
    type: 'profile',
    feeds: [
      { title: `${author.name} on ${site.name}`, href: site.authorFeed(author.id) },
      siteFeed(site),
    ],
  }
}
