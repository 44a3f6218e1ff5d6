// What the pages, feeds and sitemap of issue 15 read from the database: published posts only,
// never a draft (ADR 0022).
import { sql } from 'kysely'
import type { Db, PostRow } from '../db/schema'
import { findProfile, profileField } from '../profiles/profile-repository'
import { publicName } from '../profiles/public-name'

/** A post with its author's name now: their profile's (docs/decisions/0024), as every read. */
export type PostWithAuthor = PostRow & { author_name_now: string }

/** Select it beside `posts.*`; show it through `publicName()`. */
export const authorNameNow =
  sql<string>`coalesce(${profileField('display_name', 'posts.author_id')}, posts.author_name)`.as(
    'author_name_now',
  )

/** A published post, or undefined for a missing post and for a draft (a 404 to everyone here). */
export async function findPublishedPost(
  db: Db,
  id: string,
): Promise<(PostWithAuthor & { author_handle: string | null }) | undefined> {
  return db
    .selectFrom('posts')
    .selectAll('posts')
    .select(authorNameNow)
    .select(profileField('handle', 'posts.author_id').as('author_handle'))
    .where('id', '=', id)
    .where('status', '=', 'published')
    .where('hidden', 'is', null)
    .executeTakeFirst()
}

export interface Author {
  id: string
  name: string
  /** Their handle: their page's canonical address is `/@handle` (issue 24). */
  handle: string | null
  /** When their newest published post was written or last edited (ISO). */
  updatedAt: string
}

/**
 * An author, as the pages and feeds know one: as `GET /api/authors/:id` does (docs/decisions/
 * 0024), someone with a profile (made when they first signed in) or with a published post (a
 * post from before profiles, owned by uid, ADR 0017). Their name is their profile's now.
 */
export async function findAuthor(db: Db, id: string): Promise<Author | undefined> {
  const [profile, row] = await Promise.all([
    findProfile(db, id),
    db
      .selectFrom('posts')
      .select(['author_name', 'created_at', 'edited_at'])
      .where('author_id', '=', id)
      .where('status', '=', 'published')
      .where('hidden', 'is', null)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst(),
  ])
  if (!profile && !row) return undefined
  const name = publicName(profile?.display_name ?? row?.author_name ?? '')
  const postsChanged = row ? await authorUpdatedAt(db, id, row) : ''
  return {
    id,
    name,
    handle: profile?.handle ?? null,
    updatedAt: latest(profile?.updated_at, postsChanged),
  }
}

async function authorUpdatedAt(
  db: Db,
  id: string,
  newest: { created_at: string; edited_at: string | null },
): Promise<string> {
  // An edit of an older post changes the author's page (its cards) as much as a new post does.
  const edited = await db
    .selectFrom('posts')
    .select(sql<string | null>`max(edited_at)`.as('edited'))
    .where('author_id', '=', id)
    .where('status', '=', 'published')
    .where('hidden', 'is', null)
    .executeTakeFirst()
  return latest(newest.created_at, newest.edited_at, edited?.edited ?? null)
}

/** The latest of some ISO timestamps (they sort as text, ADR 0003). */
export function latest(...dates: (string | null | undefined)[]): string {
  return dates.reduce<string>((a, b) => (b && b > a ? b : a), '')
}

/** A tag exists while a published post carries it (post_tags holds published posts only). */
export async function tagExists(db: Db, tag: string): Promise<boolean> {
  const row = await db
    .selectFrom('post_tags')
    .select('id')
    .where('tag', '=', tag)
    .limit(1)
    .executeTakeFirst()
  return row !== undefined
}
