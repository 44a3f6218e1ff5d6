import { QueryClientProvider } from '@tanstack/react-query'
import { I18nProvider } from '../../lib/i18n/context'
import { createI18n } from '../../lib/i18n/i18n'
import { act, renderHook, screen, waitFor } from '@testing-library/react'
import { HttpResponse } from 'msw'
import type { ReactNode } from 'react'
import { afterEach, expect, test } from 'vitest'
import type { Author } from '../../../contract/profiles'
import { API, errorResponse } from '../../../mocks/handlers/shared'
import { addProfile, store, storePost } from '../../../mocks/store'
import { createTestQueryClient, renderApp } from '../../../tests/setup/render'
import { resetSession, signInAs, signOut } from '../../../tests/setup/signed-in'
import { authorQueries } from '../../entities/author/queries'
import { followQueries } from '../../entities/follow/queries'
import { useFollow } from './use-follow'
import { heldRoute } from '../../../tests/setup/held'

afterEach(resetSession)

const grace: Author = {
  authorId: 'grace',
  displayName: 'Grace Hopper',
  photoURL: '',
  bio: '',
  postCount: 1,
  handle: 'grace',
  followerCount: 2,
  followedByMe: false,
}

/** A client holding Grace by uid and by handle, and the tag #sea's head. */
function cacheHolding() {
  const queryClient = createTestQueryClient()
  queryClient.setQueryData(authorQueries.detail('grace').queryKey, grace)
  queryClient.setQueryData(authorQueries.byHandle('grace').queryKey, grace)
  queryClient.setQueryData(followQueries.tag('sea').queryKey, {
    tag: 'sea',
    postCount: 3,
    followerCount: 0,
    followedByMe: false,
  })
  // The hook says its failure in the reader's language (useT: docs/decisions/0077).
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider i18n={createI18n('en')}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </I18nProvider>
  )
  const authors = () => [
    queryClient.getQueryData<Author>(authorQueries.detail('grace').queryKey),
    queryClient.getQueryData<Author>(authorQueries.byHandle('grace').queryKey),
  ]
  const tag = () => queryClient.getQueryData(followQueries.tag('sea').queryKey)
  return { wrapper, authors, tag }
}

test('a follow shows at once on the author by uid and by handle, then takes the server’s count', async () => {
  signInAs()
  const { wrapper, authors } = cacheHolding()
  const gate = heldRoute('put', `${API}/authors/:authorId/follow`, () =>
    HttpResponse.json({ following: true, followerCount: 7 }),
  )
  const { result } = renderHook(() => useFollow({ kind: 'author', authorId: 'grace' }), {
    wrapper,
  })
  act(() => result.current.mutate(true))
  await waitFor(() =>
    expect(authors().map((a) => [a?.followerCount, a?.followedByMe])).toEqual([
      [3, true],
      [3, true],
    ]),
  )
  gate.open()
  await waitFor(() => expect(result.current.isSuccess).toBe(true))
  expect(authors().map((a) => a?.followerCount)).toEqual([7, 7])
})

test('a failed tag follow puts the button and the count back', async () => {
  signInAs()
  const { wrapper, tag, authors } = cacheHolding()
  const gate = heldRoute('put', `${API}/tags/:tag/follow`, () =>
    errorResponse(500, 'internal', 'Something went wrong'),
  )
  const { result } = renderHook(() => useFollow({ kind: 'tag', tag: 'sea' }), { wrapper })
  act(() => result.current.mutate(true))
  await waitFor(() => expect(tag()).toMatchObject({ followerCount: 1, followedByMe: true }))
  gate.open()
  await waitFor(() => expect(result.current.isError).toBe(true))
  expect(tag()).toMatchObject({ followerCount: 0, followedByMe: false })
  // An author of the same name is another thing: untouched.
  expect(authors()[0]).toEqual(grace)
})

test('the Follow button on an author’s page toggles, pressed; the author is told once', async () => {
  signInAs()
  addProfile('grace', 'Grace Hopper', { handle: 'grace' })
  storePost({ postTitle: 'Compilers', authorId: 'grace' })
  const { user } = renderApp('/@Grace')
  const follow = await screen.findByRole('button', { name: 'Follow Grace Hopper (0 followers)' })
  expect(follow).toHaveAttribute('aria-pressed', 'false')
  expect(screen.getByText('@grace')).toBeInTheDocument()
  await user.click(follow)
  const following = await screen.findByRole('button', {
    name: 'Following Grace Hopper (1 follower)',
  })
  expect(following).toHaveAttribute('aria-pressed', 'true')
  await user.click(following)
  await screen.findByRole('button', { name: 'Follow Grace Hopper (0 followers)' })
  await user.click(screen.getByRole('button', { name: 'Follow Grace Hopper (0 followers)' }))
  await screen.findByRole('button', { name: 'Following Grace Hopper (1 follower)' })
  expect(store.notifications.filter((n) => n.type === 'follow')).toHaveLength(1)
})

test('a visitor’s Follow leads to sign in and back', async () => {
  signOut()
  addProfile('grace', 'Grace Hopper')
  storePost({ postTitle: 'Compilers', authorId: 'grace', tags: ['sea'] })
  const { user, router } = renderApp('/author/grace')
  await user.click(
    await screen.findByRole('link', { name: 'Sign in to follow Grace Hopper (0 followers)' }),
  )
  await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
  expect(router.state.location.search).toEqual({ redirect: '/author/grace' })
})

test('one’s own author page has no Follow button; a tag page has one', async () => {
  signInAs({ uid: 'grace' })
  addProfile('grace', 'Grace Hopper')
  storePost({ postTitle: 'Compilers', authorId: 'grace', tags: ['sea'] })
  const { user, router } = renderApp('/author/grace')
  await screen.findByRole('heading', { level: 1, name: 'Grace Hopper' })
  expect(screen.queryByRole('button', { name: /^Follow/ })).not.toBeInTheDocument()
  await router.navigate({ to: '/tag/$tag', params: { tag: 'sea' } })
  await user.click(await screen.findByRole('button', { name: 'Follow #sea (0 followers)' }))
  expect(await screen.findByText('1 post · 1 follower')).toBeInTheDocument()
})
