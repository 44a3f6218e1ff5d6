// A person's published posts as ActivityStreams (issue 29 item 2, ADR 0048): each an `Article`
// in a `Create`, newest first, for their outbox. Only what anyone may read: published and not
// hidden; drafts, scheduled and hidden posts are not there.
import {
  Article,
  type Create,
  Hashtag,
  Image,
  LanguageString,
  PUBLIC_COLLECTION,
  type Context,
} from '@fedify/fedify'
import { Temporal } from '@js-temporal/polyfill'
import { sql } from 'kysely'
import { describe } from '../../contract/head/head-tags'
import { siteUrls } from '../../contract/site-urls'
import { slugify } from '../../contract/slug'
import type { Db, PostRow } from '../db/schema'
import { escapeHtml } from '../findable/head'
import { keptCreate } from './kept-creates'

export const OUTBOX_PAGE_SIZE = 20

type ArticlePost = Pick<
  PostRow,
  | 'id'
  | 'title'
  | 'body_html'
  | 'body_text'
  | 'image'
  | 'tags'
  | 'created_at'
  | 'edited_at'
  | 'language'
> & { author_id: string }

const COLUMNS = [
  'id',
  'title',
  'body_html',
  'body_text',
  'image',
  'tags',
  'created_at',
  'edited_at',
  'language',
] as const

const publicPosts = (db: Db, uid: string) =>
  db
    .selectFrom('posts')
    .where('author_id', '=', uid)
    .where('status', '=', 'published')
    .where('hidden', 'is', null)

/** One page of the person's public posts, newest first, `offset` past the first. */
export async function outboxPosts(db: Db, uid: string, offset: number): Promise<ArticlePost[]> {
  const rows = await publicPosts(db, uid)
    .select(COLUMNS)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(OUTBOX_PAGE_SIZE)
    .offset(offset)
    .execute()
  return rows.map((row) => ({ ...row, author_id: uid }))
}

export async function outboxCount(db: Db, uid: string): Promise<number> {
  const row = await publicPosts(db, uid)
    .select(sql<number | string>`count(*)`.as('n'))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

/** A public post by id, for its object URL; undefined if it is not public. */
export async function publicPost(db: Db, id: string): Promise<ArticlePost | undefined> {
  const row = await db
    .selectFrom('posts')
    .select([...COLUMNS, 'author_id'])
    .where('id', '=', id)
    .where('status', '=', 'published')
    .where('hidden', 'is', null)
    .executeTakeFirst()
  return row?.author_id ? { ...row, author_id: row.author_id } : undefined
}

const instant = (iso: string) => Temporal.Instant.from(iso)

export function postArticle(ctx: Context<unknown>, origin: string, post: ArticlePost): Article {
  const urls = siteUrls(origin)
  const tags = JSON.parse(post.tags) as string[]
  const edited = post.edited_at && post.edited_at > post.created_at ? post.edited_at : null
  return new Article({
    id: ctx.getObjectUri(Article, { id: post.id }),
    attribution: ctx.getActorUri(post.author_id),
    to: PUBLIC_COLLECTION,
    cc: ctx.getFollowersUri(post.author_id),
    // The plain `name` and `content` for every reader, and the same keyed by the post's language
    // (`nameMap`, `contentMap`: ActivityStreams' natural language values, ADR 0077).
    names: [post.title, new LanguageString(post.title, post.language)],
    contents: [post.body_html, new LanguageString(post.body_html, post.language)],
    summary: escapeHtml(describe(post.body_text)),
    url: new URL(urls.post(post.id, slugify(post.title))),
    published: instant(post.created_at),
    updated: edited ? instant(edited) : null,
    tags: tags.map((tag) => new Hashtag({ href: new URL(urls.tag(tag)), name: `#${tag}` })),
    image: post.image ? new Image({ url: new URL(urls.absolute(post.image)) }) : null,
  })
}

/**
 * The `Create` of a post's article: its id is the article's with `#create`. Its JSON-LD is made
 * once for each version of the post (kept-creates.ts): the version is all the article is made of.
 */
export function postCreate(ctx: Context<unknown>, origin: string, post: ArticlePost): Create {
  const article = postArticle(ctx, origin, post)
  const { id, author_id, title, body_html, image, tags, created_at, edited_at, language } = post
  const summary = String(article.summary)
  const made = [origin, id, author_id, title, body_html, summary, image, tags, language]
  return keptCreate(
    {
      id: new URL(`${article.id?.href ?? ''}#create`),
      actor: ctx.getActorUri(post.author_id),
      to: PUBLIC_COLLECTION,
      cc: ctx.getFollowersUri(post.author_id),
      published: instant(post.created_at),
      object: article,
    },
    [...made, created_at, edited_at],
  )
}
