import { QueryClientProvider } from '@tanstack/react-query'
import { I18nProvider } from '../../lib/i18n/context'
import { createI18n } from '../../lib/i18n/i18n'
import { act, renderHook, waitFor, within } from '@testing-library/react'
import { HttpResponse } from 'msw'
import type { ReactNode } from 'react'
import { afterEach, expect, test } from 'vitest'
import type { PostDetail, PostSummary } from '../../../contract/posts'
import { API, errorResponse } from '../../../mocks/handlers/shared'
import { makePost, store } from '../../../mocks/store'
import { createTestQueryClient } from '../../../tests/setup/render'
import { TEST_USER, resetSession, signInAs } from '../../../tests/setup/signed-in'
import { postQueries } from '../../entities/post/queries'
import { useLikePost } from './use-like-post'
import { heldRoute } from '../../../tests/setup/held'
import { cardOnFeed } from '../../../tests/setup/feed'

afterEach(resetSession)

function summary(overrides: Partial<PostSummary> = {}): PostSummary & PostDetail {
  return { ...makePost({ authorId: 'ada' }), bodyTruncated: false, ...overrides }
}

/** A client whose feed, a tag's feed, the author's feed, own posts and detail hold the post. */
function cacheHolding(post: PostSummary) {
  const queryClient = createTestQueryClient()
  const page = { pages: [{ posts: [post], nextCursor: null }], pageParams: [null] }
  const lists = [
    postQueries.feed().queryKey,
    postQueries.tagFeed('sea').queryKey,
    postQueries.authorFeed('ada').queryKey,
    postQueries.userPosts(TEST_USER.email).queryKey,
  ]
  for (const key of lists) queryClient.setQueryData(key, page)
  queryClient.setQueryData(postQueries.detail(post._id).queryKey, post)
  // The hooks say their failures in the reader's language (useT: docs/decisions/0077).
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider i18n={createI18n('en')}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </I18nProvider>
  )
  const copies = () => [
    ...lists.map((key) => queryClient.getQueryData(key)?.pages[0]?.posts[0]),
    queryClient.getQueryData(postQueries.detail(post._id).queryKey),
  ]
  return { wrapper, copies }
}

test('a like shows at once in every cached list and the detail, then takes the server’s count', async () => {
  signInAs()
  const post = summary({ likeCount: 2 })
  store.posts.push(post)
  const { wrapper, copies } = cacheHolding(post)
  const gate = heldRoute('put', `${API}/post/:postId/like`, () => {
    // Someone else liked it meanwhile: the server's figure wins.
    return HttpResponse.json({ likeCount: 4, likedByMe: true })
  })
  const { result } = renderHook(() => useLikePost(post._id), { wrapper })

  act(() => result.current.mutate(true))
  await waitFor(() =>
    expect(copies().map((c) => [c?.likeCount, c?.likedByMe])).toEqual(Array(5).fill([3, true])),
  )
  gate.open()
  await waitFor(() => expect(result.current.isSuccess).toBe(true))
  expect(copies().map((c) => c?.likeCount)).toEqual(Array(5).fill(4))
})

test('a failed unlike puts the heart and the count back everywhere', async () => {
  signInAs()
  const post = summary({ likeCount: 3, likedByMe: true })
  store.posts.push(post)
  const { wrapper, copies } = cacheHolding(post)
  const gate = heldRoute('delete', `${API}/post/:postId/like`, () =>
    errorResponse(500, 'internal', 'Something went wrong'),
  )
  const { result } = renderHook(() => useLikePost(post._id), { wrapper })

  act(() => result.current.mutate(false))
  await waitFor(() => expect(copies().every((c) => c?.likedByMe === false)).toBe(true))
  expect(copies().map((c) => c?.likeCount)).toEqual(Array(5).fill(2))
  gate.open()
  await waitFor(() => expect(result.current.isError).toBe(true))
  expect(copies().map((c) => [c?.likeCount, c?.likedByMe])).toEqual(Array(5).fill([3, true]))
})

test('the heart on a card toggles, pressed, and a visitor is sent to sign in', async () => {
  const { user, card } = await cardOnFeed('Tides')
  const heart = within(card).getByRole('button', { name: 'Like Tides (0 likes)' })
  expect(heart).toHaveAttribute('aria-pressed', 'false')
  await user.click(heart)
  const liked = within(card).getByRole('button', { name: 'Like Tides (1 like)' })
  expect(liked).toHaveAttribute('aria-pressed', 'true')
  await waitFor(() => expect(store.likes.get(store.posts[0]?._id ?? '')?.size).toBe(1))
  await user.click(liked)
  await waitFor(() =>
    expect(within(card).getByRole('button', { name: 'Like Tides (0 likes)' })).toHaveAttribute(
      'aria-pressed',
      'false',
    ),
  )
  await waitFor(() => expect(store.likes.get(store.posts[0]?._id ?? '')?.size).toBe(0))
})
