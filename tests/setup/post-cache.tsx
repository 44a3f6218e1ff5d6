// A cache holding one post in every place a screen reads it (the feed, the author's own posts,
// its detail), for the optimistic mutations' tests (post-mutations, update-post).
import { QueryClientProvider } from '@tanstack/react-query'
import { I18nProvider } from '../../src/lib/i18n/context'
import { createI18n } from '../../src/lib/i18n/i18n'
import type { ReactNode } from 'react'
import type { PostDetail, PostSummary } from '../../contract/posts'
import { makePost } from '../../mocks/store'
import { postQueries } from '../../src/entities/post/queries'
import { createTestQueryClient } from './render'
import { TEST_USER } from './signed-in'

/** A post both the cache (a summary) and the mock's store (with its HTML) can hold. */
export function summary(overrides: Partial<PostSummary> = {}): PostSummary & PostDetail {
  return { ...makePost({ author: TEST_USER.email }), bodyTruncated: false, ...overrides }
}

/** A client whose feed, own posts and detail all hold the same post. */
export function cacheHolding(post: PostSummary) {
  const queryClient = createTestQueryClient()
  const page = { pages: [{ posts: [post], nextCursor: null }], pageParams: [null] }
  queryClient.setQueryData(postQueries.feed().queryKey, page)
  queryClient.setQueryData(postQueries.userPosts(TEST_USER.email).queryKey, page)
  queryClient.setQueryData(postQueries.detail(post._id).queryKey, post)
  // The hooks say their failures in the reader's language (useT: docs/decisions/0077).
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider i18n={createI18n('en')}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </I18nProvider>
  )
  const cached = () => ({
    feed: queryClient.getQueryData(postQueries.feed().queryKey)?.pages[0]?.posts,
    own: queryClient.getQueryData(postQueries.userPosts(TEST_USER.email).queryKey)?.pages[0]?.posts,
    detail: queryClient.getQueryData(postQueries.detail(post._id).queryKey),
  })
  return { queryClient, wrapper, cached }
}
