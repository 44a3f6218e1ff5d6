import type { Person } from '../../../contract/people'
import type { Comment } from '../../../contract/comments'
import { http, parsed, parsedPage } from '../../lib/http'

/** The contract's schemas come in a chunk of their own, fetched beside the call (ADR 0018). */
const schemas = () => import('../../../contract/comments')

/** One keyset page of a post's comments, newest first. */
export interface CommentPage {
  comments: Comment[]
  nextCursor: string | null
}

export async function getComments(
  postId: string,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<CommentPage> {
  const { items, nextCursor } = await parsedPage(
    http.get(`comment/${encodeURIComponent(postId)}`, {
      searchParams: cursor ? { cursor } : undefined,
      signal,
    }),
    schemas().then((m) => m.CommentListSchema),
  )
  return { comments: items, nextCursor }
}

/** People with a handle whose handle or name starts with `typed`, to mention (ADR 0057). */
export async function findPeople(typed: string, signal?: AbortSignal): Promise<Person[]> {
  return parsed(
    http.get('people', { searchParams: { q: typed }, signal }),
    import('../../../contract/people').then((m) => m.PeopleAnswerSchema),
  )
}
