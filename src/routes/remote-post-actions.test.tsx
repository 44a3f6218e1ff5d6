// Issue 29: a post from another server in the Following feed can be liked (at once; back, with a
// toast, if refused) and answered (sent to its server; refused, the text stays with the reason).
import { screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { afterEach, expect, test } from 'vitest'
import type { PostSummary } from '../../contract/posts'
import { API, errorResponse } from '../../mocks/handlers/shared'
import { server } from '../../mocks/node'
import { makeRemoteFollow, makeRemotePost, store, addProfile } from '../../mocks/store'
import { renderApp } from '../../tests/setup/render'
import { TEST_USER, resetSession, signInAs } from '../../tests/setup/signed-in'
import { HOME_TAB_KEY } from './-home-tabs'

afterEach(() => {
  resetSession()
  localStorage.removeItem(HOME_TAB_KEY)
})

const tides = (): PostSummary =>
  makeRemotePost(
    { handle: 'ada@sea.example', instance: 'sea.example', url: 'https://sea.example/@ada/1' },
    {
      _id: 'remote-tides',
      postTitle: 'Tides and moons',
      postBody: 'The moon pulls the sea twice a day.',
      authorDisplayName: 'Ada Moreno',
    },
  )

async function cardOfAda() {
  signInAs()
  addProfile(TEST_USER.uid, 'Me', { handle: 'me' })
  const post = tides()
  store.remoteAccounts.set('ada@sea.example', { name: 'Ada Moreno', icon: '', posts: [post] })
  store.remoteFollows.set(TEST_USER.uid, [makeRemoteFollow()])
  const app = renderApp('/')
  const tabs = await screen.findByRole('tablist', { name: 'Which posts' })
  await app.user.click(within(tabs).getByRole('tab', { name: 'Following' }))
  const card = await screen.findByRole('article', { name: 'Tides and moons' })
  return { ...app, card, post }
}

test('Like is sent to its server and shown at once; pressed again, taken back', async () => {
  const { user, card, post } = await cardOfAda()
  const like = within(card).getByRole('button', { name: 'Like Tides and moons on sea.example' })
  expect(like).toHaveAttribute('aria-pressed', 'false')
  await user.click(like)
  expect(like).toHaveAttribute('aria-pressed', 'true')
  await waitFor(() => expect(post.likedByMe).toBe(true))
  await user.click(like)
  await waitFor(() => expect(post.likedByMe).toBe(false))
  expect(like).toHaveAttribute('aria-pressed', 'false')
})

test('a like refused by the server puts the heart back and says so', async () => {
  const { user, card, post } = await cardOfAda()
  server.use(
    http.put(`${API}/remote-posts/:id/like`, () =>
      errorResponse(404, 'not_found', 'No such post from another server here'),
    ),
  )
  const like = within(card).getByRole('button', { name: 'Like Tides and moons on sea.example' })
  await user.click(like)
  expect(await screen.findByText('Could not send the like, please try again')).toBeInTheDocument()
  await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'false'))
  expect(post.likedByMe).toBe(false)
})

test('Reply opens a box; sent, it goes to their server, the box closes and a toast says where', async () => {
  const { user, card } = await cardOfAda()
  await user.click(
    within(card).getByRole('button', { name: 'Reply to Tides and moons on sea.example' }),
  )
  const box = await within(card).findByRole('textbox', { name: /Your reply to “Tides and moons”/ })
  await waitFor(() => expect(box).toHaveFocus())
  await user.type(box, 'Lovely tides')
  await user.click(within(card).getByRole('button', { name: 'Send reply' }))
  expect(await screen.findByText('Reply sent to sea.example')).toBeInTheDocument()
  expect(store.remoteReplies).toEqual([{ postId: 'remote-tides', comment: 'Lovely tides' }])
  await waitFor(() => expect(within(card).queryByRole('textbox')).toBeNull())
})

test('a reply refused says why under the box and keeps its text; an empty one is not sent', async () => {
  const { user, card } = await cardOfAda()
  await user.click(
    within(card).getByRole('button', { name: 'Reply to Tides and moons on sea.example' }),
  )
  const box = await within(card).findByRole('textbox', { name: /Your reply/ })
  await user.click(within(card).getByRole('button', { name: 'Send reply' }))
  expect(await within(card).findByText('Write something to reply')).toBeInTheDocument()
  server.use(
    http.post(`${API}/remote-posts/:id/replies`, () =>
      errorResponse(404, 'not_found', 'No such post from another server here'),
    ),
  )
  await user.type(box, 'Still there?')
  await user.click(within(card).getByRole('button', { name: 'Send reply' }))
  expect(await within(card).findByText('No such post from another server here')).toBeInTheDocument()
  expect(box).toHaveValue('Still there?')
  expect(store.remoteReplies).toEqual([])
})
