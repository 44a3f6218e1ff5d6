// What a post's screens load before they render: the reader's page and the editor.
import type { QueryClient } from '@tanstack/react-query'
import { notFound } from '@tanstack/react-router'
import { ID_PATTERN } from '../../../contract/wire'
import { isApiError } from '../../lib/api-error'
import { seedPostDetail } from '../../entities/post/cache'
import { isFullPost, postQueries, type PostView } from '../../entities/post/queries'

/** A 404 from the server is the route's not-found screen; anything else its error screen. */
function notFoundOn404(error: unknown): never {
  if (isApiError(error, 404)) throw notFound()
  throw error
}

/**
 * Loads the post into the cache, or throws the router's notFound(). A reader is shown a copy
 * from a list at once (its cut body is completed in the background); an editor waits for the
 * whole, fresh post, since the form starts from it.
 */
export async function loadPost(
  queryClient: QueryClient,
  postId: string,
  { forEditing = false } = {},
): Promise<PostView> {
  if (!ID_PATTERN.test(postId)) throw notFound()
  seedPostDetail(queryClient, postId)
  const detail = postQueries.detail(postId)
  const post = await queryClient
    .query(forEditing ? detail : { ...detail, staleTime: 'static' })
    .catch(notFoundOn404)
  if (isFullPost(post)) return post
  const full = queryClient.query({ ...detail, staleTime: 0 })
  if (forEditing) return full.catch(notFoundOn404)
  full.catch(() => undefined)
  return post
}
