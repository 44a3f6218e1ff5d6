// `GET /api/search`: published posts by the words of a query, best first, in offset pages with
// highlighted runs (contract/search.ts, docs/decisions/0025). Offset, not keyset: the order is a
// relevance score computed per query, not a column an index keeps, so there is no stable key
// to continue after; pages stop at SEARCH_OFFSET_MAX.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  SEARCH_AUTHORS_MAX,
  SearchAnswerSchema,
  SearchQuerySchema,
  type SearchResult,
  searchTerms,
  textRuns,
} from '../../contract/search'
import { isQueryCanceled } from '../db/errors'
import { slugify } from '../../contract/slug'
import { HttpError } from '../errors'
import { perAddress } from '../http/rate-limits'
import { parseTags } from '../posts/post-rows'
import { publicName } from '../profiles/public-name'
import { searchAuthors } from './author-search'
import { type SearchRow, searchPosts } from './search-repository'
import { route } from '../http/route'
import { rateLimits } from './rate-limits'

function toResult(row: SearchRow): SearchResult {
  return {
    _id: row.id,
    postTitle: row.title,
    slug: slugify(row.title),
    titleRuns: textRuns(row.title_marked),
    snippet: textRuns(row.snippet),
    authorDisplayName: publicName(row.profile_name ?? row.author_name),
    authorPhotoURL: row.profile_photo ?? '',
    ...(row.author_id ? { authorId: row.author_id } : {}),
    date: row.created_at,
    image: row.image,
    tags: parseTags(row.tags),
    readingMinutes: Number(row.reading_minutes),
  }
}

/** The answer to a search cancelled by its time budget (SEARCH_TIME_BUDGET_MS). */
export const SEARCH_TOO_LONG = 'This search took too long; try rarer or fewer words'

const search: FastifyPluginAsyncZod = async (app) => {
  const { db, dialect } = app.database

  route(app, {
    method: 'GET',
    url: '/search',
    access: 'public',
    // Per address, signed in or not (ADR 0053): what a search costs does not depend on who asks.
    rateLimit: perAddress(rateLimits.search),
    tag: 'posts',
    summary:
      'Published posts holding every word of `q` (the last also as a prefix), best first, and authors by name',
    description:
      'Any characters are safe: only letters and digits make words; quotes, operators and ' +
      '`*` are separators. A query with no word answers no results. Highlights are runs of ' +
      'text (`hit`), never markup. Pages by `offset` (relevance has no stable key). The ' +
      'first page also names up to 5 authors whose name starts a word with every term.',
    querystring: SearchQuerySchema,
    response: { 200: SearchAnswerSchema },
    errors: [503],
    handler: async (request) => {
      const { q, limit, offset } = request.query
      const terms = searchTerms(q)
      const page = { limit: limit + 1, offset, budgetMs: app.config.searchTimeBudgetMs }
      const [rows, authors] = await Promise.all([
        searchPosts(db, dialect, terms, page).catch((error: unknown) => {
          if (!isQueryCanceled(error)) throw error
          // Worth an operator's look when it repeats: a plan gone wrong, or a machine overrun.
          request.log.warn({ words: terms.length, offset }, 'search over its time budget')
          throw new HttpError(503, 'unavailable', SEARCH_TOO_LONG)
        }),
        offset === 0 ? searchAuthors(db, terms, SEARCH_AUTHORS_MAX) : [],
      ])
      return {
        results: rows.slice(0, limit).map(toResult),
        authors,
        nextOffset: rows.length > limit ? offset + limit : null,
      }
    },
  })
}

export default search
