// The reads of the feeds and the sitemap: published posts only, newest first for a feed, oldest
// first for the sitemap (so its parts stay put as posts are added).
import { sql } from 'kysely'
import type { Db } from '../db/schema'
import { type PostWithAuthor, authorNameNow } from './lookups'
import { inLanguage } from '../posts/post-repository'

/** A post's last change: its edit, or its publication (publishing a draft dates it anew). */
const changedAt = sql<string>`case when posts.edited_at is not null and posts.edited_at > posts.created_at then posts.edited_at else posts.created_at end`

export type FeedScope = { tag: string } | { authorId: string } | Record<string, never>

/** `language`: only the posts in it, as `GET /api/posts?language=` (`de` finds `de-AT`). */
export async function feedPosts(
  db: Db,
  scope: FeedScope,
  limit: number,
  language?: string,
): Promise<PostWithAuthor[]> {
  let query = db
    .selectFrom('posts')
    .selectAll('posts')
    .select(authorNameNow)
    .where('posts.status', '=', 'published')
    .where('posts.hidden', 'is', null)
    .orderBy('posts.created_at', 'desc')
    .orderBy('posts.id', 'desc')
    .limit(limit)
  if ('tag' in scope) {
    query = query
      .innerJoin('post_tags', 'post_tags.id', 'posts.id')
      .where('post_tags.tag', '=', scope.tag)
  }
  if ('authorId' in scope) query = query.where('posts.author_id', '=', scope.authorId)
  if (language !== undefined) query = query.where(inLanguage('posts.language', language))
  return query.execute()
}

export interface SitemapEntry {
  /** A post id, an author id or a tag. */
  key: string
  lastmod: string
}

/** A post in the sitemap: its title makes its URL's slug. */
export interface SitemapPost extends SitemapEntry {
  title: string
}

/** An author in the sitemap: with a handle, their page's one address is `/@handle`. */
export interface SitemapAuthor extends SitemapEntry {
  handle: string | null
}

export async function sitemapAuthors(db: Db): Promise<SitemapAuthor[]> {
  const rows = await db
    .selectFrom('posts')
    .leftJoin('profiles', 'profiles.uid', 'posts.author_id')
    .select([
      'posts.author_id as key',
      'profiles.handle as handle',
      sql<string>`max(${changedAt})`.as('lastmod'),
    ])
    .where('posts.status', '=', 'published')
    .where('posts.hidden', 'is', null)
    .where('posts.author_id', 'is not', null)
    .groupBy(['posts.author_id', 'profiles.handle'])
    .orderBy('posts.author_id')
    .execute()
  return rows.flatMap((row) =>
    row.key ? [{ key: row.key, handle: row.handle ?? null, lastmod: row.lastmod }] : [],
  )
}

export async function sitemapTags(db: Db): Promise<SitemapEntry[]> {
  return db
    .selectFrom('post_tags')
    .innerJoin('posts', 'posts.id', 'post_tags.id')
    .select(['post_tags.tag as key', sql<string>`max(${changedAt})`.as('lastmod')])
    .groupBy('post_tags.tag')
    .orderBy('post_tags.tag')
    .execute()
}

export async function publishedCount(db: Db): Promise<number> {
  const row = await db
    .selectFrom('posts')
    .select(sql<number | string>`count(*)`.as('n'))
    .where('status', '=', 'published')
    .where('hidden', 'is', null)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

/** Published posts, oldest first, `offset` past the first. */
export async function sitemapPosts(db: Db, offset: number, limit: number): Promise<SitemapPost[]> {
  if (limit <= 0) return []
  return db
    .selectFrom('posts')
    .select(['posts.id as key', 'posts.title', changedAt.as('lastmod')])
    .where('posts.status', '=', 'published')
    .where('posts.hidden', 'is', null)
    .orderBy('posts.created_at')
    .orderBy('posts.id')
    .offset(offset)
    .limit(limit)
    .execute()
}

/** When anything published last changed: the site feed's and the home page's date. */
export async function lastPublishedChange(db: Db): Promise<string | undefined> {
  const row = await db
    .selectFrom('posts')
    .select(sql<string | null>`max(${changedAt})`.as('lastmod'))
    .where('posts.status', '=', 'published')
    .where('posts.hidden', 'is', null)
    .executeTakeFirst()
  return row?.lastmod ?? undefined
}
