// `GET /api/search` on the in-memory store: the same words (contract/search.ts searchTerms), every
// one required, the last also as a prefix (from three characters), title hits first; highlights as runs, as the server;
// and the authors whose name holds every word.
import { HttpResponse, http } from 'msw'
import type { ErrorBody } from '../../contract/common'
import {
  type AuthorMatch,
  HIT_END,
  HIT_START,
  SEARCH_AUTHORS_MAX,
  type SearchAnswer,
  nameMatches,
  SearchQuerySchema,
  lastTermIsPrefix,
  searchTerms,
  textRuns,
} from '../../contract/search'
import { renderMarkdown } from '../../markdown/render'
import { store } from '../store'
import { invalid } from './request-checks'
import { API } from './shared'

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()

function words(text: string): string[] {
  return fold(text).match(/[\p{L}\p{N}]+/gu) ?? []
}

const matchesTerm = (word: string, term: string, prefix: boolean) =>
  prefix ? word.startsWith(term) : word === term

/** The last term is a prefix too, from SEARCH_PREFIX_MIN characters, as on the server. */
const isPrefix = (terms: string[], i: number) => i === terms.length - 1 && lastTermIsPrefix(terms)

/** The text with each matching word between HIT_START and HIT_END. */
function mark(text: string, terms: string[]): string {
  return text.replace(/[\p{L}\p{N}\p{M}]+/gu, (word) =>
    terms.some((term, i) => matchesTerm(fold(word), term, isPrefix(terms, i)))
      ? `${HIT_START}${word}${HIT_END}`
      : word,
  )
}

/** Authors with a published post whose name now holds every term, most published first. */
function authorsMatching(terms: string[]): AuthorMatch[] {
  if (terms.length === 0) return []
  const byAuthor = new Map<string, AuthorMatch>()
  for (const post of store.posts) {
    if (post.status !== 'published' || !post.authorId) continue
    const profile = store.profiles.get(post.authorId)
    const known = byAuthor.get(post.authorId)
    byAuthor.set(post.authorId, {
      authorId: post.authorId,
      displayName: profile?.displayName ?? known?.displayName ?? post.authorDisplayName,
      photoURL: profile?.photoURL ?? post.authorPhotoURL,
      postCount: (known?.postCount ?? 0) + 1,
    })
  }
  return [...byAuthor.values()]
    .filter((author) => nameMatches(author.displayName, terms))
    .sort((a, b) => b.postCount - a.postCount || a.authorId.localeCompare(b.authorId))
    .slice(0, SEARCH_AUTHORS_MAX)
}

export const handlers = [
  http.get<never, never, SearchAnswer | ErrorBody>(`${API}/search`, ({ request }) => {
    const params = Object.fromEntries(new URL(request.url).searchParams)
    const query = SearchQuerySchema.safeParse(params)
    if (!query.success) return invalid(query.error)
    const terms = searchTerms(query.data.q).map(fold)
    const scored = store.posts
      .filter((post) => post.status === 'published')
      .flatMap((post) => {
        const text = renderMarkdown(post.postBody).text
        const title = words(post.postTitle)
        const body = words(text)
        const all = [...title, ...body]
        const found = terms.every((term, i) =>
          all.some((word) => matchesTerm(word, term, isPrefix(terms, i))),
        )
        if (terms.length === 0 || !found) return []
        const inTitle = terms.filter((term, i) =>
          title.some((word) => matchesTerm(word, term, isPrefix(terms, i))),
        ).length
        return [{ post, text, score: inTitle }]
      })
      .sort((a, b) => b.score - a.score || b.post.date.localeCompare(a.post.date))
    const { limit, offset } = query.data
    const page = scored.slice(offset, offset + limit)
    return HttpResponse.json({
      results: page.map(({ post, text }) => ({
        _id: post._id,
        postTitle: post.postTitle,
        slug: post.slug,
        titleRuns: textRuns(mark(post.postTitle, terms)),
        snippet: textRuns(mark(text.length > 200 ? `${text.slice(0, 200)}…` : text, terms)),
        authorDisplayName: post.authorDisplayName,
        authorPhotoURL: post.authorPhotoURL,
        ...(post.authorId ? { authorId: post.authorId } : {}),
        date: post.date,
        image: post.image,
        tags: post.tags,
        readingMinutes: post.readingMinutes,
      })),
      authors: offset === 0 ? authorsMatching(terms) : [],
      nextOffset: offset + limit < scored.length ? offset + limit : null,
    })
  }),
]
