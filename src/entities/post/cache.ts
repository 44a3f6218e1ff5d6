// What the post mutations and the post route do to every cached copy of a post: the lists
// (infinite queries of `PostPage`s) and the detail.
import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query'
import type { PostSummary } from '../../../contract/posts'
import { mapPageItems, patchItem, prependToFirstPage, snapshotQueries } from '../../lib/optimistic'
import type { PostPage } from './api'
import { isFullPost, postQueries, type PostView } from './queries'

type PostPages = InfiniteData<PostPage, string | null>

function listQueries(queryClient: QueryClient) {
  return queryClient.getQueryCache().findAll({ queryKey: postQueries.lists() })
}

function isPostPages(data: unknown): data is PostPages {
  return typeof data === 'object' && data !== null && 'pages' in data
}

/**
 * Seeds the detail cache from a list's copy of the post, so opening it renders at once. A copy
 * without its rendered body is recorded as stale (updatedAt 0), so the full post is fetched
 * right away.
 */
export function seedPostDetail(queryClient: QueryClient, postId: string): void {
  const { queryKey } = postQueries.detail(postId)
  if (queryClient.getQueryData(queryKey)) return
  for (const query of listQueries(queryClient)) {
    const data = query.state.data
    if (!isPostPages(data)) continue
    const post = data.pages.flatMap((page) => page.posts).find((p) => p._id === postId)
    if (!post) continue
    // A feed's copy has no rendered body: it shows at once and the full post is fetched.
    const updatedAt = isFullPost(post) ? query.state.dataUpdatedAt : 0
    queryClient.setQueryData(queryKey, post, { updatedAt })
    return
  }
}

/** Rewrites the posts of every page of every cached list. */
function mapCachedLists(
  queryClient: QueryClient,
  map: (posts: PostSummary[]) => PostSummary[],
): void {
  queryClient.setQueriesData<PostPages>({ queryKey: postQueries.lists() }, (data) =>
    mapPageItems(data, 'posts', map),
  )
}

/** Applies `change` to the post in every cached list and its detail. */
export function updateCachedPost(
  queryClient: QueryClient,
  postId: string,
  change: (post: PostView) => PostView,
): void {
  mapCachedLists(queryClient, patchItem(postId, change))
  queryClient.setQueryData(postQueries.detail(postId).queryKey, (post) =>
    post ? change(post) : post,
  )
}

/** Removes the post from every cached list. */
export function removeCachedPost(queryClient: QueryClient, postId: string): void {
  mapCachedLists(queryClient, (posts) => posts.filter((post) => post._id !== postId))
}

/** Puts a new post at the top of every cached list it belongs to (a draft: its author's only). */
export function prependCachedPost(
  queryClient: QueryClient,
  post: PostSummary,
  email: string,
): void {
  // A draft or a scheduled post is its author's alone until it is published.
  const draft = post.status !== 'published'
  const lists: QueryKey[] = draft
    ? [postQueries.userPosts(email).queryKey]
    : [postQueries.feed().queryKey, postQueries.userPosts(email).queryKey]
  if (post.authorId && !draft) lists.push(postQueries.authorFeed(post.authorId).queryKey)
  for (const queryKey of lists) {
    queryClient.setQueryData<PostPages>(queryKey, (data) =>
      prependToFirstPage(data, (page) => ({ ...page, posts: [post, ...page.posts] })),
    )
  }
}

/** One list (the reading list): the post put at its top, or taken out of it. */
export function changeCachedList(
  queryClient: QueryClient,
  queryKey: QueryKey,
  change: { add: PostSummary } | { remove: string },
): void {
  queryClient.setQueryData<PostPages>(queryKey, (data) => {
    if ('add' in change) {
      return prependToFirstPage(data, (page) => ({ ...page, posts: [change.add, ...page.posts] }))
    }
    return mapPageItems(data, 'posts', (posts) =>
      posts.filter((post) => post._id !== change.remove),
    )
  })
}

/** Every cached list and the post's detail as they are now; the result puts them back. */
export function snapshotPost(queryClient: QueryClient, postId: string): Promise<() => void> {
  return snapshotQueries(queryClient, [postQueries.lists(), postQueries.detail(postId).queryKey])
}

/**
 * After any write: every list (the feed, the tag feeds, the author's own) and the tags in use
 * refetch, since a post's tags, status or date may have moved it between them. Not awaited by
 * the callers, so a form hears of its outcome without waiting for the refetches.
 */
export function invalidatePostLists(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: postQueries.lists() }),
    queryClient.invalidateQueries({ queryKey: postQueries.tags().queryKey }),
  ])
}
