// Issue 24 item 4: the reading list in the client — the bookmark is optimistic everywhere the
// post is cached, the reading list gains or loses it at once, a failure puts all of it back, and
// the /reading-list screen lists what was saved, the last first.
import { QueryClientProvider } from '@tanstack/react-query'
import { I18nProvider } from '../../lib/i18n/context'
import { createI18n } from '../../lib/i18n/i18n'
import { act, renderHook, screen, waitFor, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, expect, test } from 'vitest'
import type { PostDetail, PostSummary } from '../../../contract/posts'
import { API, errorResponse } from '../../../mocks/handlers/shared'
import { makePost, store } from '../../../mocks/store'
import { createTestQueryClient, renderSignedOut } from '../../../tests/setup/render'
import { TEST_USER, resetSession, signInAs } from '../../../tests/setup/signed-in'
import { postQueries } from '../../entities/post/queries'
import { useBookmarkPost } from './use-bookmark-post'
import { heldRoute } from '../../../tests/setup/held'
import { cardOnFeed } from '../../../tests/setup/feed'

afterEach(resetSession)

const summary = (overrides: Partial<PostSummary> = {}): PostSummary & PostDetail => ({
  ...makePost({ authorId: 'ada' }),
  bodyTruncated: false,
  ...overrides,
})

function cacheHolding(post: PostSummary, saved: PostSummary[]) {
  const queryClient = createTestQueryClient()
  const page = (posts: PostSummary[]) => ({
    pages: [{ posts, nextCursor: null }],
    pageParams: [null],
  })
  queryClient.setQueryData(postQueries.feed().queryKey, page([post]))
  queryClient.setQueryData(postQueries.readingList(TEST_USER.uid).queryKey, page(saved))
  queryClient.setQueryData(postQueries.detail(post._id).queryKey, post)
  // The hooks say their failures in the reader's language (useT: docs/decisions/0077).
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider i18n={createI18n('en')}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </I18nProvider>
  )
  return {
    wrapper,
    flags: () => [
      queryClient.getQueryData(postQueries.feed().queryKey)?.pages[0]?.posts[0]?.bookmarkedByMe,
      queryClient.getQueryData(postQueries.detail(post._id).queryKey)?.bookmarkedByMe,
    ],
    readingList: () =>
      queryClient
        .getQueryData(postQueries.readingList(TEST_USER.uid).queryKey)
        ?.pages[0]?.posts.map((p) => p._id),
  }
}

test('saving shows at once on every copy and at the top of the reading list', async () => {
  signInAs()
  const older = summary({ bookmarkedByMe: true })
  const post = summary()
  store.posts.push(older, post)
  const cache = cacheHolding(post, [older])
  const gate = heldRoute('put', `${API}/post/:postId/bookmark`, () =>
    Response.json({ bookmarked: true }),
  )
  const { result } = renderHook(() => useBookmarkPost(post, TEST_USER.uid), {
    wrapper: cache.wrapper,
  })
  act(() => result.current.mutate(true))
  await waitFor(() => expect(cache.flags()).toEqual([true, true]))
  expect(cache.readingList()).toEqual([post._id, older._id])
  gate.open()
  await waitFor(() => expect(result.current.isSuccess).toBe(true))
  expect(cache.flags()).toEqual([true, true])
})

test('a failed removal puts the bookmark and the reading list back', async () => {
  signInAs()
  const post = summary({ bookmarkedByMe: true })
  store.posts.push(post)
  const cache = cacheHolding(post, [post])
  const gate = heldRoute('delete', `${API}/post/:postId/bookmark`, () =>
    errorResponse(500, 'internal', 'Something went wrong'),
  )
  const { result } = renderHook(() => useBookmarkPost(post, TEST_USER.uid), {
    wrapper: cache.wrapper,
  })
  act(() => result.current.mutate(false))
  await waitFor(() => expect(cache.flags()).toEqual([false, false]))
  expect(cache.readingList()).toEqual([])
  gate.open()
  await waitFor(() => expect(result.current.isError).toBe(true))
  expect(cache.flags()).toEqual([true, true])
  expect(cache.readingList()).toEqual([post._id])
})

test('the bookmark on a card saves the post, the reading list shows it, and taking it off there empties it', async () => {
  const { user, card } = await cardOnFeed('Tides')
  const save = within(card).getByRole('button', { name: 'Save Tides to your reading list' })
  expect(save).toHaveAttribute('aria-pressed', 'false')
  await user.click(save)
  expect(save).toHaveAttribute('aria-pressed', 'true')
  await waitFor(() => expect(store.bookmarks.get(TEST_USER.uid)?.size).toBe(1))

  await user.click(screen.getByRole('link', { name: 'Reading list' }))
  const list = await screen.findByRole('heading', { level: 1, name: 'Reading list' })
  expect(list).toBeInTheDocument()
  const saved = await screen.findByRole('article', { name: 'Tides' })
  await user.click(within(saved).getByRole('button', { name: 'Save Tides to your reading list' }))
  // Taken off: it leaves the list at once, and the list says what to do.
  expect(await screen.findByText(/Nothing saved yet/)).toBeInTheDocument()
  await waitFor(() => expect(store.bookmarks.get(TEST_USER.uid)?.size).toBe(0))
})

test('a visitor’s bookmark is a link to sign in', async () => {
  const { card } = await cardOnFeed('Tides', { signedIn: false })
  expect(
    within(card).getByRole('link', { name: 'Sign in to save Tides to your reading list' }),
  ).toHaveAttribute('href', expect.stringMatching(/^\/login/))
})

test('the reading list asks a visitor to log in', async () => {
  renderSignedOut('/reading-list')
  expect(await screen.findByRole('heading', { level: 1, name: 'Reading list' })).toBeVisible()
  expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
    'href',
    '/login?redirect=%2Freading-list',
  )
})
