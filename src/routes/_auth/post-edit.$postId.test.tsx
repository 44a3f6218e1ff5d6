import { screen, waitFor } from '@testing-library/react'
import { http } from 'msw'
import { afterEach, expect, test } from 'vitest'
import { API, errorResponse } from '../../../mocks/handlers/shared'
import { server } from '../../../mocks/node'
import { makePost, store } from '../../../mocks/store'
import { renderApp } from '../../../tests/setup/render'
import { resetSession, signInAs } from '../../../tests/setup/signed-in'

afterEach(resetSession)

test('the heading reads Edit and the first 10 characters of the title', async () => {
  const me = signInAs()
  const post = makePost({ postTitle: 'Abcdefghijklmnop', author: me.email })
  store.posts.push(post)
  renderApp(`/post-edit/${post._id}`)

  expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(/^Edit Abcdefghij$/)
  expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Abcdefghijklmnop')
  expect(screen.getByRole('textbox', { name: 'Post text' })).toHaveValue(post.postBody)
})

test('saving goes back to where the author came from, with the change everywhere', async () => {
  const me = signInAs()
  const post = makePost({ postTitle: 'Old title', author: me.email })
  store.posts.push(post)
  const { user, router } = renderApp(`/post/${post._id}`)
  await screen.findByRole('heading', { level: 1, name: 'Old title' })
  await router.navigate({ to: '/post-edit/$postId', params: { postId: post._id } })

  const title = await screen.findByRole('textbox', { name: 'Title' })
  await user.clear(title)
  await user.type(title, 'New title')
  await user.click(screen.getByRole('button', { name: 'Save changes' }))

  expect(await screen.findByRole('heading', { level: 1, name: 'New title' })).toBeInTheDocument()
  expect(router.state.location.pathname).toBe(`/post/${post._id}`)
  expect(screen.getByText(/^Edited \(/)).toBeInTheDocument()
})

test('title and post text are required', async () => {
  const me = signInAs()
  const post = makePost({ author: me.email })
  store.posts.push(post)
  const { user } = renderApp(`/post-edit/${post._id}`)

  await user.clear(await screen.findByRole('textbox', { name: 'Title' }))
  await user.clear(screen.getByRole('textbox', { name: 'Post text' }))
  await user.click(screen.getByRole('button', { name: 'Save changes' }))

  expect(await screen.findByText('Title is required')).toBeInTheDocument()
  expect(screen.getByText('Post text is required')).toBeInTheDocument()
  await waitFor(() => expect(store.posts[0]?.editDate).toBeUndefined())
})

test('what the server refuses is said under its field, and the edit is kept', async () => {
  const me = signInAs()
  const post = makePost({ postTitle: 'Before', author: me.email })
  store.posts.push(post)
  server.use(
    http.put(`${API}/updatePost/:postId`, () =>
      errorResponse(400, 'validation_failed', 'Title must be at most 200 characters', {
        'postBody.postTitle': 'Title must be at most 200 characters',
      }),
    ),
  )
  const { user, router } = renderApp(`/post-edit/${post._id}`)

  const title = await screen.findByRole('textbox', { name: 'Title' })
  await user.type(title, ' and after')
  await user.click(screen.getByRole('button', { name: 'Save changes' }))

  expect(await screen.findByText('The post could not be updated, please try again')).toBeVisible()
  await waitFor(() =>
    expect(title).toHaveAccessibleDescription('Title must be at most 200 characters'),
  )
  expect(title).toHaveValue('Before and after')
  expect(router.state.location.pathname).toBe(`/post-edit/${post._id}`)
})

test('someone else’s post cannot be edited', async () => {
  signInAs({ email: 'intruder@example.com' })
  const post = makePost({ author: 'author@example.com' })
  store.posts.push(post)
  renderApp(`/post-edit/${post._id}`)

  expect(await screen.findByText('Only the author of a post can edit it.')).toBeInTheDocument()
  expect(screen.queryByRole('textbox', { name: 'Title' })).not.toBeInTheDocument()
})

test('editing a missing post is a not-found page', async () => {
  signInAs()
  renderApp('/post-edit/no-such-post')
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Post not found' }),
  ).toBeInTheDocument()
})
