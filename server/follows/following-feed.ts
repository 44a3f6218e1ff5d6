// The following feed (issue 24): published posts by the authors a person follows or carrying a
// tag they follow, newest first, each once, as keyset pages like the feed's (docs/decisions/0036).
//
// The followed sources are read from their own indexes: an author's posts from posts'
// (author_id, status, created_at, id), a tag's from post_tags' (tag, created_at, id), each as a
// keyset page after the cursor. Their union (a post by a followed author with a followed tag
// comes once) holds the next limit + 1 posts of the merged feed; the outer query reads just those
// rows by primary key and pages them again. Never a walk of the whole feed in search of followed
// posts, whose cost would grow with the posts *not* followed.
import { PostgresAdapter, sql } from 'kysely'
import type { Db } from '../db/schema'
import { newestFirstPage } from '../pagination/keyset'
import type { PageRequest } from '../pagination/page'
import { socialColumns, summaryColumns } from '../posts/post-repository'
import type { SummaryRow } from '../posts/post-rows'

/** The query of a page (limit + 1 rows), for its plan to be read too. */
export function followingQuery(db: Db, followerId: string, page: PageRequest) {
  const sources = isPostgres(db)
    ? perSourcePages(db, followerId, page)
    : mergedSourcePages(db, followerId, page)
  return newestFirstPage(
    db
      .selectFrom(sources.as('followed'))
      .innerJoin('posts', 'posts.id', 'followed.id')
      .select(summaryColumns)
      .select(socialColumns(followerId)),
    page,
    'posts',
  )
}

const isPostgres = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter

/**
 * PostgreSQL: a keyset page of each followed author and each followed tag (LATERAL), each a
 * short walk of its own index, however many posts the others have.
 */
function perSourcePages(db: Db, followerId: string, page: PageRequest) {
  const byAuthors = db
    .selectFrom('author_follows')
    .innerJoinLateral(
      (eb) =>
        newestFirstPage(
          eb
            .selectFrom('posts')
            .select(['posts.id', 'posts.created_at'])
            .whereRef('posts.author_id', '=', 'author_follows.author_id')
            .where('posts.status', '=', 'published')
            .where('posts.hidden', 'is', null),
          page,
          'posts',
        ).as('by_author'),
      (join) => join.onTrue(),
    )
    .select('by_author.id')
    .where('author_follows.follower_id', '=', followerId)
  const byTags = db
    .selectFrom('tag_follows')
    .innerJoinLateral(
      (eb) =>
        newestFirstPage(
          eb
            .selectFrom('post_tags')
            .select(['post_tags.id', 'post_tags.created_at'])
            .whereRef('post_tags.tag', '=', 'tag_follows.tag'),
          page,
          'post_tags',
        ).as('by_tag'),
      (join) => join.onTrue(),
    )
    .select('by_tag.id')
    .where('tag_follows.follower_id', '=', followerId)
  return byAuthors.union(byTags)
}

/**
 * SQLite has no LATERAL: one keyset page over all followed authors' posts and one over all
 * followed tags' posts. `cross join` makes SQLite loop over the follows first (it never reorders
 * a CROSS JOIN), each a range of the source's index; the page then sorts only the followed
 * sources' posts after the cursor. ORDER BY and LIMIT in a union member need a subquery.
 */
function mergedSourcePages(db: Db, followerId: string, page: PageRequest) {
  const byAuthors = newestFirstPage(
    db
      .selectFrom('author_follows')
      .crossJoin('posts')
      .select(['posts.id', 'posts.created_at'])
      .whereRef('posts.author_id', '=', 'author_follows.author_id')
      .where('author_follows.follower_id', '=', followerId)
      .where('posts.status', '=', 'published')
      .where('posts.hidden', 'is', null),
    page,
    'posts',
  )
  const byTags = newestFirstPage(
    db
      .selectFrom('tag_follows')
      .crossJoin('post_tags')
      .select(['post_tags.id', 'post_tags.created_at'])
      .whereRef('post_tags.tag', '=', 'tag_follows.tag')
      .where('tag_follows.follower_id', '=', followerId),
    page,
    'post_tags',
  )
  return db
    .selectFrom(byAuthors.as('by_authors'))
    .select('by_authors.id')
    .union(db.selectFrom(byTags.as('by_tags')).select('by_tags.id'))
}

export async function followingPage(
  db: Db,
  followerId: string,
  page: PageRequest,
): Promise<SummaryRow[]> {
  return followingQuery(db, followerId, page).execute()
}

const SUGGESTIONS = 5

/**
 * Whom and what to follow for someone whose following feed is empty: the authors with the most
 * published posts and the most used tags, leaving out themselves and what they follow already.
 */
export async function followSuggestions(db: Db, followerId: string) {
  const authors = await db
    .selectFrom('posts')
    .leftJoin('profiles', 'profiles.uid', 'posts.author_id')
    .select([
      'posts.author_id',
      sql<string>`max(coalesce(profiles.display_name, posts.author_name))`.as('display_name'),
      sql<string>`max(coalesce(profiles.photo_url, ''))`.as('photo_url'),
      sql<string | null>`max(profiles.handle)`.as('handle'),
      sql<number | string>`count(*)`.as('count'),
    ])
    .where('posts.status', '=', 'published')
    .where('posts.hidden', 'is', null)
    .where('posts.author_id', 'is not', null)
    .where('posts.author_id', '!=', followerId)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('author_follows')
            .select('author_follows.author_id')
            .where('author_follows.follower_id', '=', followerId)
            .whereRef('author_follows.author_id', '=', 'posts.author_id'),
        ),
      ),
    )
    .groupBy('posts.author_id')
    .orderBy(sql`count(*)`, 'desc')
    .orderBy('posts.author_id')
    .limit(SUGGESTIONS)
    .execute()
  const tags = await db
    .selectFrom('post_tags')
    .select(['post_tags.tag', sql<number | string>`count(*)`.as('count')])
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('tag_follows')
            .select('tag_follows.tag')
            .where('tag_follows.follower_id', '=', followerId)
            .whereRef('tag_follows.tag', '=', 'post_tags.tag'),
        ),
      ),
    )
    .groupBy('post_tags.tag')
    .orderBy(sql`count(*)`, 'desc')
    .orderBy('post_tags.tag')
    .limit(SUGGESTIONS)
    .execute()
  return { authors, tags }
}
