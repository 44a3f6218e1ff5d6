// The one place that names the posts' query keys (TkDodo's query options factory). Every list
// (the feed, a user's own posts) is an infinite query of `PostPage`s under `lists()`, so an edit
// or a delete can reach all of them with one `setQueriesData`.
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import type { PostSummary } from '../../../contract/posts'
import { getPost, getPosts, getTags, getUserPosts, searchPosts } from './api'

export const postQueries = {
  all: () => ['posts'] as const,
  lists: () => [...postQueries.all(), 'list'] as const,
  feed: () =>
    infiniteQueryOptions({
      queryKey: [...postQueries.lists(), 'feed'] as const,
      queryFn: ({ pageParam, signal }) => getPosts(pageParam, signal),
      initialPageParam: null as string | null,
      getNextPageParam: (lastPage) => lastPage.nextCursor,
    }),
  /** One tag's feed: a list like the feed, so edits and deletes reach it the same way. */
  tagFeed: (tag: string) =>
    infiniteQueryOptions({
      queryKey: [...postQueries.lists(), 'tag', tag] as const,
      queryFn: ({ pageParam, signal }) => getPosts(pageParam, signal, tag),
      initialPageParam: null as string | null,
      getNextPageParam: (lastPage) => lastPage.nextCursor,
    }),
  /** The tags in use with their counts (suggestions for the tag input, a tag cloud). */
  tags: () =>
    queryOptions({
      queryKey: [...postQueries.all(), 'tags'] as const,
      queryFn: ({ signal }) => getTags(signal),
    }),
  userPosts: (email: string) =>
    infiniteQueryOptions({
      queryKey: [...postQueries.lists(), 'user', email] as const,
      queryFn: ({ pageParam, signal }) => getUserPosts(email, pageParam, signal),
      initialPageParam: null as string | null,
      getNextPageParam: (lastPage) => lastPage.nextCursor,
    }),
  /**
   * Search results, offset pages. Not under `lists()`: a result is no `PostPage`, and an edit
   * that changes what matches is seen on the next search (results are fetched afresh each time).
   */
  search: (q: string) =>
    infiniteQueryOptions({
      queryKey: [...postQueries.all(), 'search', q] as const,
      queryFn: ({ pageParam, signal }) => searchPosts(q, pageParam, signal),
      initialPageParam: 0,
      getNextPageParam: (lastPage) => lastPage.nextOffset,
    }),
  details: () => [...postQueries.all(), 'detail'] as const,
  /**
   * A full post, as a summary whose body is not cut: the detail cache can then be seeded from a
   * list's summary (body cut, `bodyTruncated: true`) and filled in by the fetch.
   */
  detail: (postId: string) =>
    queryOptions({
      queryKey: [...postQueries.details(), postId] as const,
      queryFn: async ({ signal }): Promise<PostSummary> => ({
        ...(await getPost(postId, signal)),
        bodyTruncated: false,
      }),
    }),
}
