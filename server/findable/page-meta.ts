// What a page is, decided from the database before it is drawn (issue 15): its status (a missing
// post, a draft, an unknown tag or author, an unknown path: 404) and its head. Decided here, not
// by the client's render, so the answer is right with or without a server render (dist-ssr/),
// and with absolute URLs on PUBLIC_URL. The head is built by contract/head from the facts the
// API answers too, so the client's router builds the same head after an in-app navigation.
import { type PageMeta, type SiteHead, describe } from '../../contract/head/head-tags'
import {
  authorMeta,
  homeMeta,
  pageMeta,
  postMeta,
  sitePageMeta,
  tagMeta,
  titled,
} from '../../contract/head/page-meta'
import { matchClientPage } from '../../contract/pages'
import { postPath } from '../../contract/site-urls'
import { TagSchema, normaliseTag } from '../../contract/tags'
import { ID_PATTERN } from '../../contract/wire'
import type { Db } from '../db/schema'
import { isAuthorId } from '../ids'
import { parseTags } from '../posts/post-rows'
import { publicName } from '../profiles/public-name'
import { HANDLE_PATTERN, normaliseHandle } from '../../contract/handle-text'
import { uidOfHandle } from '../profiles/profile-repository'
import { postSlug } from '../posts/post-rows'
import { findAuthor, findPublishedPost, tagExists } from './lookups'
import { publishedPage } from '../pages/page-repository'
import { PAGE_SLUG_PATTERN, PRIVACY_SLUG } from '../../contract/site-pages'
import { postOfToken } from '../preview-links/repository'

export interface ResolvedPage {
  /** 301: the page lives at `location` (a post's URL without its slug, or with an old one). */
  status: 200 | 301 | 404
  /** Where a 301 sends the reader: a path on this site, the query kept. */
  location?: string
  /** The page's own head; null keeps index.html's (screens that are forms or need a user). */
  meta: PageMeta | null
  /** The document title of a 404 (the render draws its page). */
  notFoundTitle?: string
}

export async function resolvePage(db: Db, site: SiteHead, url: string): Promise<ResolvedPage> {
  const notFound = (what: string): ResolvedPage => ({
    status: 404,
    meta: null,
    notFoundTitle: titled(site, `${what} not found`),
  })
  const pathname = url.split(/[?#]/)[0] ?? '/'
  const match = matchClientPage(pathname)
  if (!match) return notFound('Page')

  switch (match.path) {
    case '/':
      return { status: 200, meta: homeMeta(site) }
    case '/post/$postId/{-$slug}': {
      const id = match.params.postId ?? ''
      const post = ID_PATTERN.test(id) ? await findPublishedPost(db, id) : undefined
      if (!post) return notFound('Post')
      // One address per post: without its slug, or with a slug of an older title, it moves.
      const slug = postSlug(post)
      if (match.params.slug !== slug) {
        const query = url.includes('?') ? url.slice(url.indexOf('?')) : ''
        return { status: 301, meta: null, location: postPath(post.id, slug) + query }
      }
      // The facts as the API answers them (server/posts/post-rows.ts), which the client reads.
      const meta = postMeta(site, {
        _id: post.id,
        postTitle: post.title,
        slug,
        description: describe(post.body_text),
        image: post.image,
        date: post.created_at,
        ...(post.edited_at ? { editDate: post.edited_at } : {}),
        ...(post.author_id ? { authorId: post.author_id } : {}),
        ...(post.author_handle ? { authorHandle: post.author_handle } : {}),
        authorDisplayName: publicName(post.author_name_now),
        tags: parseTags(post.tags),
        language: post.language,
      })
      return { status: 200, meta }
    }
    case '/tag/$tag': {
      const tag = normaliseTag(match.params.tag ?? '')
      if (!TagSchema.safeParse(tag).success || !(await tagExists(db, tag))) return notFound('Tag')
      return { status: 200, meta: tagMeta(site, tag) }
    }
    case '/author/$authorId': {
      const id = match.params.authorId ?? ''
      // An id no account can have (too long, a control character PostgreSQL refuses) is no one.
      const author = isAuthorId(id) ? await findAuthor(db, id) : undefined
      if (!author) return notFound('Author')
      return { status: 200, meta: authorMeta(site, author) }
    }
    case '/@{$handle}': {
      const handle = normaliseHandle(match.params.handle ?? '')
      const uid = HANDLE_PATTERN.test(handle) ? await uidOfHandle(db, handle) : undefined
      const author = uid === undefined ? undefined : await findAuthor(db, uid)
      if (!author) return notFound('Author')
      return { status: 200, meta: authorMeta(site, author) }
    }
    // A page the owner wrote (ADR 0075); /privacy is one, drawn by its own screen.
    case '/$pageSlug':
    case '/privacy': {
      const slug = match.path === '/privacy' ? PRIVACY_SLUG : (match.params.pageSlug ?? '')
      const page = PAGE_SLUG_PATTERN.test(slug) ? await publishedPage(db, slug) : undefined
      if (!page) return notFound('Page')
      return { status: 200, meta: pageMeta(site, page) }
    }
    // A preview (ADR 0079): drawn by the client, with no head of its own; a 404 once its link
    // opens nothing (stopped, published, deleted).
    case '/preview/$token':
      return (await postOfToken(db, match.params.token ?? ''))
        ? { status: 200, meta: null }
        : notFound('Preview')
    case '/terms':
    case '/status':
      return { status: 200, meta: sitePageMeta(site, match.path) }
    default:
      return { status: 200, meta: null }
  }
}
