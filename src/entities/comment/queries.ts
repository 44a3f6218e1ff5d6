// The one place that names the comments' query keys, and the one way a comment is patched across
// the loaded pages of the cached lists (the comments' and moderation's writes). Their fetcher
// (api.ts) comes with the first list asked for, beside the post, not on the first load (ADR
// 0018's budget).
import {
  type InfiniteData,
  type QueryClient,
  infiniteQueryOptions,
  queryOptions,
} from '@tanstack/react-query'
import type { Comment } from '../../../contract/comments'
import { mapPageItems } from '../../lib/optimistic'
import type { CommentPage } from './api'

export const commentQueries = {
  all: () => ['comments'] as const,
  lists: () => [...commentQueries.all(), 'list'] as const,
  list: (postId: string) =>
    infiniteQueryOptions({
      queryKey: [...commentQueries.lists(), postId] as const,
      queryFn: ({ pageParam, signal }): Promise<CommentPage> =>
        import('./api').then((m) => m.getComments(postId, pageParam, signal)),
      initialPageParam: null as string | null,
      getNextPageParam: (lastPage) => lastPage.nextCursor,
    }),
}

/** The post's cached comments, every loaded page, changed by `change` (a list not loaded stays). */
export function updateCachedComments(
  queryClient: QueryClient,
  postId: string,
  change: (comments: Comment[]) => Comment[],
): void {
  queryClient.setQueryData(commentQueries.list(postId).queryKey, (data) =>
    mapPageItems(data, 'comments', change),
  )
}

/** Every cached comment list (any post's) changed by `change`. */
export function updateAllCachedComments(
  queryClient: QueryClient,
  change: (comments: Comment[]) => Comment[],
): void {
  queryClient.setQueriesData<InfiniteData<CommentPage>>(
    { queryKey: commentQueries.lists() },
    (data) => mapPageItems(data, 'comments', change),
  )
}

/** People to mention, by what is typed after `@` (ADR 0057): kept a minute, as people change rarely. */
export const peopleQueries = {
  all: () => ['people'] as const,
  search: (typed: string) =>
    queryOptions({
      queryKey: [...peopleQueries.all(), typed] as const,
      queryFn: ({ signal }) => import('./api').then((m) => m.findPeople(typed, signal)),
      staleTime: 60_000,
    }),
}
