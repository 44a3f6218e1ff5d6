import type { Person } from '../../../contract/people'
import type { Comment } from '../../../contract/comments'
import { nextCursorFromLink } from '../../../contract/wire'
import { http } from '../../lib/http'

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
  const [response, { CommentListSchema }] = await Promise.all([
    http.get(`comment/${encodeURIComponent(postId)}`, {
      searchParams: cursor ? { cursor } : undefined,
      signal,
    }),
    schemas(),
  ])
  return {
    comments: CommentListSchema.parse(await response.json()),
    nextCursor: nextCursorFromLink(response.headers.get('Link')),
  }
}

/** People with a handle whose handle or name starts with `typed`, to mention (ADR 0057). */
export async function findPeople(typed: string, signal?: AbortSignal): Promise<Person[]> {
  const [data, { PeopleAnswerSchema }] = await Promise.all([
    http.get('people', { searchParams: { q: typed }, signal }).json(),
    import('../../../contract/people'),
  ])
  return PeopleAnswerSchema.parse(data)
}
