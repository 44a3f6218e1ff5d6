// The following feed (issue 24): published posts by the authors a person follows or carrying a
// tag they follow, newest first, each once, as keyset pages like the feed's (docs/decisions/0036).
//
// Each source is a keyset page of its own, read from its index: an author's posts from posts'
// (author_id, status, created_at, id), a tag's from post_tags' (tag, created_at, id). The union
// of the two pages (limit + 1 ids each) holds the next limit + 1 posts of the merged feed; the
// outer query reads just those rows and pages them again. A page costs the posts the followed
// sources hold after the cursor, never a walk of the whole feed in search of followed ones.
import { sql } from 'kysely'
import type { Db } from '../db/schema'
import { newestFirstPage } from '../pagination/keyset'
import type { PageRequest } from '../pagination/page'
import { socialColumns, summaryColumns } from '../posts/post-repository'
import type { SummaryRow } from '../posts/post-rows'

export async function followingPage(
  db: Db,
  followerId: string,
  page: PageRequest,
): Promise<SummaryRow[]> {
  const byAuthors = newestFirstPage(
    db
      .selectFrom('author_follows')
      .innerJoin('posts', 'posts.author_id', 'author_follows.author_id')
      .select(['posts.id', 'posts.created_at'])
      .where('author_follows.follower_id', '=', followerId)
      .where('posts.status', '=', 'published'),
    page,
    'posts',
  )
  const byTags = newestFirstPage(
    db
      .selectFrom('tag_follows')
      .innerJoin('post_tags', 'post_tags.tag', 'tag_follows.tag')
      .select(['post_tags.id', 'post_tags.created_at'])
      .where('tag_follows.follower_id', '=', followerId),
    page,
    'post_tags',
  )
  // SQLite takes ORDER BY and LIMIT in a compound select only inside a subquery.
  const candidates = db
    .selectFrom(byAuthors.as('by_authors'))
    .select('by_authors.id')
    .union(db.selectFrom(byTags.as('by_tags')).select('by_tags.id'))
  return newestFirstPage(
    db
      .selectFrom('posts')
      .select(summaryColumns)
      .select(socialColumns(followerId))
      .where('posts.id', 'in', candidates),
    page,
    'posts',
  ).execute()
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
