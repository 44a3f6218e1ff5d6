import { screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { afterEach, expect, test } from 'vitest'
import { API, errorResponse } from '../../../mocks/handlers/shared'
import { server } from '../../../mocks/node'
import { makePost, store } from '../../../mocks/store'
import { renderApp, renderSignedIn } from '../../../tests/setup/render'
import { resetSession, signInAs } from '../../../tests/setup/signed-in'
import { heldRoute } from '../../../tests/setup/held'
import { myPostOnManagePosts } from '../../../tests/setup/manage-posts'

afterEach(resetSession)

test('the page lists only my posts, each with Edit and Delete', async () => {
  const me = signInAs()
  const mine = makePost({ postTitle: 'Mine', author: me.email })
  store.posts.push(mine, makePost({ postTitle: 'Theirs', author: 'other@example.com' }))
  renderApp('/managePosts')

  const card = await screen.findByRole('article', { name: 'Mine' })
  expect(screen.queryByRole('article', { name: 'Theirs' })).not.toBeInTheDocument()
  expect(within(card).getByRole('link', { name: 'Edit' })).toHaveAttribute(
    'href',
    `/post-edit/${mine._id}`,
  )
  expect(within(card).getByRole('button', { name: 'Delete' })).toBeInTheDocument()
})

test('with no posts the page says so', async () => {
  renderSignedIn('/managePosts')
  expect(await screen.findByText('You dont have any posts')).toBeInTheDocument()
})

test('Delete asks first, then removes the post at once', async () => {
  const gate = heldRoute('delete', `${API}/deletePost/:postId`, () =>
    HttpResponse.json({ deletedCount: 1, deleteCount: 1 }),
  )
  const { user, card } = await myPostOnManagePosts('Doomed')

  await user.click(within(card).getByRole('button', { name: 'Delete' }))
  const dialog = await screen.findByRole('dialog')
  expect(within(dialog).getByText('are you sure to delete this post?')).toBeInTheDocument()
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }))

  await waitFor(() =>
    expect(screen.queryByRole('article', { name: 'Doomed' })).not.toBeInTheDocument(),
  )
  gate.open()
  expect(await screen.findByText('You dont have any posts')).toBeInTheDocument()
})

test('Cancel keeps the post', async () => {
  const { choose } = await myPostOnManagePosts('Spared')
  await choose('Delete', 'Cancel')

  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  expect(screen.getByRole('article', { name: 'Spared' })).toBeInTheDocument()
  expect(store.posts).toHaveLength(1)
})

test('a failed delete brings the post back with a toast', async () => {
  server.use(
    http.delete(`${API}/deletePost/:postId`, () => errorResponse(404, 'not_found', 'Gone')),
  )
  const { choose } = await myPostOnManagePosts('Survivor')
  await choose('Delete')

  expect(
    await screen.findByText('The post could not be deleted, please try again'),
  ).toBeInTheDocument()
  expect(screen.getByText('Gone')).toBeInTheDocument()
  expect(screen.getByRole('article', { name: 'Survivor' })).toBeInTheDocument()
})
