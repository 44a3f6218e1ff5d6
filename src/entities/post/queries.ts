// The one place that names the posts' query keys (TkDodo's query options factory). Every list
// (the feed, a user's own posts) is an infinite query of `PostPage`s under `lists()`, so an edit
// or a delete can reach all of them with one `setQueriesData`.
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import type { PostSummary } from '../../../contract/posts'
import {
  type PostPage,
  getBookmarks,
  getPost,
  getPosts,
  getTags,
  getUserPosts,
  previewPost,
  searchPosts,
} from './api'

/**
 * A post as the detail cache holds it: the full post (with `bodyHtml`), or a list's copy seeded
 * into it (no `bodyHtml`, maybe a cut body) until the full post arrives.
 */
export type PostView = PostSummary & { bodyHtml?: string; version?: number }

/** Whether the cached copy is the whole post, rendered body included. */
export function isFullPost(post: PostView): boolean {
  return !post.bodyTruncated && post.bodyHtml !== undefined
}

/** Every post list's pages: keyset pages, the first without a cursor, the next from the last's. */
const keysetPages = {
  initialPageParam: null as string | null,
  getNextPageParam: (lastPage: PostPage) => lastPage.nextCursor,
}

export const postQueries = {
  all: () => ['posts'] as const,
  lists: () => [...postQueries.all(), 'list'] as const,
  /** The feed, or with `language` its posts in that language (the home page's `?language=`). */
  feed: (language?: string) =>
    infiniteQueryOptions({
      queryKey: [...postQueries.lists(), 'feed', ...(language ? [language] : [])] as const,
      queryFn: ({ pageParam, signal }) =>
        getPosts(pageParam, signal, undefined, undefined, language),
      ...keysetPages,
    }),
  /** One tag's feed: a list like the feed, so edits and deletes reach it the same way. */
  tagFeed: (tag: string) =>
    infiniteQueryOptions({
      queryKey: [...postQueries.lists(), 'tag', tag] as const,
      queryFn: ({ pageParam, signal }) => getPosts(pageParam, signal, tag),
      ...keysetPages,
    }),
  /** One author's published posts (their uid): a list like the feed, so likes reach it too. */
  authorFeed: (authorId: string) =>
    infiniteQueryOptions({
      queryKey: [...postQueries.lists(), 'author', authorId] as const,
      queryFn: ({ pageParam, signal }) => getPosts(pageParam, signal, undefined, authorId),
      ...keysetPages,
    }),
  /**
   * The signed-in reader's reading list: a list like the feed, so likes, edits and deletes reach
   * it; keyed by the reader, so another person signing in never sees the previous one's.
   */
  readingLists: () => [...postQueries.lists(), 'reading-list'] as const,
  readingList: (uid: string) =>
    infiniteQueryOptions({
      queryKey: [...postQueries.readingLists(), uid] as const,
      queryFn: ({ pageParam, signal }) => getBookmarks(pageParam, signal),
      ...keysetPages,
    }),
  /** The tags in use with their counts (suggestions for the tag input, a tag cloud). */
  tags: () =>
    queryOptions({
      queryKey: [...postQueries.all(), 'tags'] as const,
      queryFn: ({ signal }) => getTags(signal),
    }),
  /** The editor's Preview of a body: the server's rendering, kept while the text is the same. */
  preview: (postBody: string) =>
    queryOptions({
      queryKey: [...postQueries.all(), 'preview', postBody] as const,
      queryFn: ({ signal }) => previewPost(postBody, signal),
      staleTime: Infinity,
      gcTime: 60_000,
    }),
  /** Every reader's following feed (following-feed.ts): a follow or an unfollow changes them. */
  followingFeeds: () => [...postQueries.lists(), 'following'] as const,
  /** Every signed-in person's own posts on this device (Manage posts). */
  userLists: () => [...postQueries.lists(), 'user'] as const,
  userPosts: (email: string) =>
    infiniteQueryOptions({
      queryKey: [...postQueries.userLists(), email] as const,
      queryFn: ({ pageParam, signal }) => getUserPosts(email, pageParam, signal),
      ...keysetPages,
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
      queryFn: async ({ signal }): Promise<PostView> => ({
        ...(await getPost(postId, signal)),
        bodyTruncated: false,
      }),
    }),
}
