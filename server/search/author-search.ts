// Authors by name for `GET /api/search` (issue 22): people with a published post whose name now
// (their profile's, else the one on their posts: docs/decisions/0024) holds every word of the
// query, each as the start of a word. The database narrows by substring, case folded; the words
// are checked here (contract/search.ts nameMatches), as the client would read them.
import { sql } from 'kysely'
import { nameMatches } from '../../contract/search'
import type { Db } from '../db/schema'
import { publicName } from '../profiles/public-name'

export interface AuthorMatchRow {
  authorId: string
  displayName: string
  photoURL: string
  postCount: number
}

/**
 * At most `limit` authors, most published first. One pass over published posts joined to their
 * profile by uid: cheap beside the post search at today's sizes; a name index of authors is the
 * next step if it is not (docs/decisions/0031).
 */
export async function searchAuthors(
  db: Db,
  terms: string[],
  limit: number,
): Promise<AuthorMatchRow[]> {
  if (terms.length === 0) return []
  const name = sql<string>`lower(coalesce(pr.display_name, p.author_name))`
  let query = db
    .selectFrom('posts as p')
    .leftJoin('profiles as pr', 'pr.uid', 'p.author_id')
    .select([
      'p.author_id',
      sql<string>`max(coalesce(pr.display_name, p.author_name))`.as('name'),
      sql<string | null>`max(pr.photo_url)`.as('photo'),
      sql<number | string>`count(*)`.as('post_count'),
    ])
    .where('p.status', '=', 'published')
    .where('p.hidden', 'is', null)
    .where('p.author_id', 'is not', null)
  // Terms are letters and digits only (searchTerms): nothing in them is LIKE syntax.
  for (const term of terms) query = query.where(name, 'like', `%${term}%`)
  const rows = await query
    .groupBy('p.author_id')
    .orderBy(sql`count(*)`, 'desc')
    .orderBy('p.author_id')
    .limit(limit * 4)
    .execute()
  return rows
    .filter((row) => row.author_id && nameMatches(row.name, terms))
    .slice(0, limit)
    .map((row) => ({
      authorId: row.author_id ?? '',
      displayName: publicName(row.name),
      photoURL: row.photo ?? '',
      postCount: Number(row.post_count),
    }))
}
