// The Following page (ADR 0059): the authors, tags and people on other servers one follows, each
// with Unfollow (at once, back with a toast if the server refuses), reached from the Following
// tab and the profile; its loading, empty, failed and signed-out states.
import { screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { afterEach, expect, test } from 'vitest'
import { API, errorResponse } from '../../mocks/handlers/shared'
import { server } from '../../mocks/node'
import { makeRemoteFollow, store, addProfile } from '../../mocks/store'
import { renderApp, renderSignedIn, renderSignedOut } from '../../tests/setup/render'
import { TEST_USER, resetSession, signInAs } from '../../tests/setup/signed-in'
import { HOME_TAB_KEY } from './-home-tabs'
import { heldRoute } from '../../tests/setup/held'

afterEach(() => {
  resetSession()
  localStorage.removeItem(HOME_TAB_KEY)
})

/** The reader follows Grace (who has a handle), Alan (who has none), #sea and one person elsewhere. */
function following() {
  signInAs()
  addProfile('grace', 'Grace Hopper', { handle: 'grace' })
  addProfile('alan', 'Alan Turing')
  for (const uid of ['grace', 'alan']) store.authorFollows.set(uid, new Set([TEST_USER.uid]))
  store.tagFollows.set('sea', new Set([TEST_USER.uid]))
  store.remoteFollows.set(TEST_USER.uid, [makeRemoteFollow()])
}

test('the Following tab leads here; authors, tags and people elsewhere are listed', async () => {
  following()
  const { user } = renderApp('/')
  const tabs = await screen.findByRole('tablist', { name: 'Which posts' })
  await user.click(within(tabs).getByRole('tab', { name: 'Following' }))
  await user.click(await screen.findByRole('link', { name: 'Whom you follow' }))

  expect(await screen.findByRole('heading', { level: 1, name: 'Following' })).toBeInTheDocument()
  const authors = await screen.findByRole('list', { name: 'Authors' })
  expect(within(authors).getByRole('link', { name: 'Grace Hopper' })).toHaveAttribute(
    'href',
    '/@grace',
  )
  expect(within(authors).getByText('@grace')).toBeInTheDocument()
  expect(within(authors).getByRole('link', { name: 'Alan Turing' })).toHaveAttribute(
    'href',
    '/author/alan',
  )
  const tags = screen.getByRole('list', { name: 'Tags' })
  expect(within(tags).getByRole('link', { name: '#sea' })).toHaveAttribute('href', '/tag/sea')
  const elsewhere = screen.getByRole('list', { name: 'On other servers' })
  expect(within(elsewhere).getByText('Ada Moreno')).toBeInTheDocument()
  expect(document.title).toBe('Following — Quill')
})

test('Unfollow takes an author and a tag off at once, and they stay off', async () => {
  following()
  const { user } = renderApp('/following')
  const authors = await screen.findByRole('list', { name: 'Authors' })
  await user.click(within(authors).getByRole('button', { name: 'Unfollow Grace Hopper' }))
  expect(within(authors).queryByText('Grace Hopper')).toBeNull()
  await user.click(screen.getByRole('button', { name: 'Unfollow #sea' }))
  expect(await screen.findByText('No tags yet. Follow one from its page.')).toBeInTheDocument()
  // The server was told: the list fetched again has them no more.
  await waitFor(() => expect(store.authorFollows.get('grace')?.has(TEST_USER.uid)).toBe(false))
  await waitFor(() => expect(store.tagFollows.get('sea')?.has(TEST_USER.uid)).toBe(false))
  expect(within(authors).getByText('Alan Turing')).toBeInTheDocument()
  expect(within(authors).queryByText('Grace Hopper')).toBeNull()
})

test('an Unfollow the server refuses puts the author back, with a toast', async () => {
  following()
  const gate = heldRoute('delete', `${API}/authors/:authorId/follow`, () =>
    errorResponse(429, 'rate_limited', 'Too many requests, please try again in 1 minute'),
  )
  const { user } = renderApp('/following')
  const authors = await screen.findByRole('list', { name: 'Authors' })
  await user.click(within(authors).getByRole('button', { name: 'Unfollow Grace Hopper' }))
  expect(within(authors).queryByText('Grace Hopper')).toBeNull()
  gate.open()
  expect(await screen.findByText('Your follow was not saved, please try again')).toBeInTheDocument()
  expect(await within(authors).findByText('Grace Hopper')).toBeInTheDocument()
})

test('following nobody says so, with a hint, and keeps the form to follow someone elsewhere', async () => {
  renderSignedIn('/following')
  expect(
    await screen.findByRole('progressbar', { name: 'Loading whom you follow' }),
  ).toBeInTheDocument()
  expect(await screen.findByText('You follow no one yet.')).toBeInTheDocument()
  expect(screen.getByText(/Follow an author from their page/)).toBeInTheDocument()
  expect(screen.getByRole('region', { name: 'Follow someone on another server' })).toBeVisible()
  expect(screen.queryByRole('list', { name: 'Authors' })).toBeNull()
})

test('a list that fails to load says so, and Try again loads it', async () => {
  following()
  let fail = true
  server.use(
    http.get(`${API}/follows`, () =>
      fail ? errorResponse(500, 'internal', 'Something went wrong') : undefined,
    ),
  )
  const { user } = renderApp('/following')
  expect(await screen.findByText('The authors you follow could not be loaded.')).toBeInTheDocument()
  // The other lists do not wait for it.
  expect(screen.getByRole('list', { name: 'On other servers' })).toBeInTheDocument()
  fail = false
  await user.click(screen.getAllByRole('button', { name: 'Try again' })[0] as HTMLElement)
  expect(await screen.findByRole('list', { name: 'Authors' })).toBeInTheDocument()
})

test('a visitor is asked to log in', async () => {
  renderSignedOut('/following')
  expect(await screen.findByRole('link', { name: 'Log in' })).toHaveAttribute(
    'href',
    '/login?redirect=%2Ffollowing',
  )
})

test('the profile links here', async () => {
  const { user } = renderSignedIn('/profile')
  await user.click(await screen.findByRole('link', { name: 'Following' }))
  expect(await screen.findByRole('heading', { level: 1, name: 'Following' })).toBeInTheDocument()
})
