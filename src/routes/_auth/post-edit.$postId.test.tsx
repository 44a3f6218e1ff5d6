import { screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { expect, test } from 'vitest'
import { moderationMessages } from '../../../contract/moderation'
import { API, errorResponse } from '../../../mocks/handlers/shared'
import { server } from '../../../mocks/node'
import { store, storePost, suspendInStore } from '../../../mocks/store'
import { renderApp, renderSignedIn } from '../../../tests/setup/render'
import { signInAs } from '../../../tests/setup/signed-in'
import { setUpEditorTests } from '../../../tests/setup/editor'

setUpEditorTests()

/** The author's post, open in the editor after the post's own page (so Back has somewhere to go). */
async function editFromPost(overrides: Parameters<typeof storePost>[0] = {}) {
  const me = signInAs()
  const post = storePost({
    postTitle: 'Old title',
    author: me.email,
    authorId: me.uid,
    ...overrides,
  })
  const utils = renderApp(`/post/${post._id}`)
  await screen.findByRole('heading', { level: 1, name: post.postTitle })
  await utils.router.navigate({ to: '/post-edit/$postId', params: { postId: post._id } })
  const title = await screen.findByRole('textbox', { name: 'Title' })
  return { ...utils, post, title }
}

/** Counts the PUT /updatePost calls, letting each go on to the mock server. */
function countUpdates() {
  const calls: string[] = []
  server.use(
    http.put(`${API}/updatePost/:postId`, ({ params }) => {
      calls.push(String(params.postId))
    }),
  )
  return calls
}

test('the heading reads Edit and the first 10 characters of the title', async () => {
  const me = signInAs()
  const post = storePost({ postTitle: 'Abcdefghijklmnop', author: me.email, authorId: me.uid })
  renderApp(`/post-edit/${post._id}`)

  expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(/^Edit Abcdefghij$/)
  expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Abcdefghijklmnop')
  expect(screen.getByRole('textbox', { name: 'Post text' })).toHaveValue(post.postBody)
})

test('saving goes back to where the author came from, says so, with the change everywhere', async () => {
  const { user, router, post, title } = await editFromPost()

  await user.clear(title)
  await user.type(title, 'New title')
  await user.click(screen.getByRole('button', { name: 'Save changes' }))

  expect(await screen.findByRole('heading', { level: 1, name: 'New title' })).toBeInTheDocument()
  expect(router.state.location.pathname).toBe(`/post/${post._id}/${post.slug}`)
  expect(screen.getByText('Post updated')).toBeInTheDocument()
  expect(screen.getByText(/^Edited \(/)).toBeInTheDocument()
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
})

test('a save with nothing changed sends nothing, says so, and stays', async () => {
  const { user, router, post, title } = await editFromPost()
  const updates = countUpdates()

  // Spaces around the text are no change either: the server trims them.
  await user.type(title, '  ')
  await user.click(screen.getByRole('button', { name: 'Save changes' }))

  expect(await screen.findByText('Nothing was changed')).toBeInTheDocument()
  expect(updates).toEqual([])
  expect(router.state.location.pathname).toBe(`/post-edit/${post._id}`)
  expect(store.posts[0]?.editDate).toBeUndefined()
})

test('Cancel goes back without saving or asking when nothing was changed', async () => {
  const { user, router, post } = await editFromPost()
  const updates = countUpdates()

  await user.click(screen.getByRole('button', { name: 'Cancel' }))

  await waitFor(() => expect(router.state.location.pathname).toBe(`/post/${post._id}/${post.slug}`))
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  expect(updates).toEqual([])
})

test('leaving with unsaved changes asks first, by a link or by Cancel', async () => {
  const { user, router, post, title } = await editFromPost()
  await user.type(title, ' and more')

  await user.click(screen.getByRole('button', { name: 'Cancel' }))
  const dialog = await screen.findByRole('dialog')
  expect(dialog).toHaveTextContent('Leave this page? Your changes to this post are not saved.')
  await user.click(within(dialog).getByRole('button', { name: 'Stay' }))
  expect(router.state.location.pathname).toBe(`/post-edit/${post._id}`)
  expect(title).toHaveValue('Old title and more')

  await user.click(screen.getByRole('link', { name: 'Home' }))
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave' }))
  await waitFor(() => expect(router.state.location.pathname).toBe('/'))
  expect(store.posts[0]?.postTitle).toBe('Old title')
})

test('Unpublish asks first, then takes the post back to the drafts, with the changes made meanwhile', async () => {
  const { user, router, post, title } = await editFromPost()

  await user.clear(title)
  await user.type(title, 'Not yet')
  await user.click(screen.getByRole('button', { name: 'Unpublish' }))
  // Asked first (ADR 0078): kept published, nothing is sent.
  const question = await screen.findByRole('dialog')
  expect(question).toHaveTextContent(/Unpublish this post\?/)
  await user.click(within(question).getByRole('button', { name: 'Keep it published' }))
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  expect(store.posts[0]).toMatchObject({ status: 'published' })
  await user.click(screen.getByRole('button', { name: 'Unpublish' }))
  await user.click(
    within(await screen.findByRole('dialog')).getByRole('button', { name: 'Unpublish' }),
  )

  expect(await screen.findByText('Post unpublished: it is a draft again')).toBeInTheDocument()
  await waitFor(() => expect(router.state.location.pathname).toBe(`/post/${post._id}/${post.slug}`))
  expect(store.posts[0]).toMatchObject({ status: 'draft', postTitle: 'Not yet' })
})

test('the author can change the image: uploaded, then sent as the post’s image', async () => {
  const { user, router, post } = await editFromPost({
    image: 'https://images.example.com/old.webp',
  })

  expect(screen.getByRole('img', { name: 'Current image' })).toHaveAttribute(
    'src',
    'https://images.example.com/old.webp',
  )
  const image = screen.getByLabelText('Image')
  expect(image).not.toBeRequired()
  await user.upload(image, new File(['new image bytes'], 'new.png', { type: 'image/png' }))
  expect(screen.getByRole('img', { name: 'Preview of the chosen image' })).toBeInTheDocument()
  await user.click(screen.getByRole('button', { name: 'Save changes' }))

  expect(await screen.findByText('Post updated')).toBeInTheDocument()
  await waitFor(() => expect(router.state.location.pathname).toBe(`/post/${post._id}/${post.slug}`))
  expect(store.posts[0]?.image).toMatch(/^https:\/\/images\.example\.com\/mock.+\.webp$/)
  expect(store.posts[0]?.editDate).toBeDefined()
})

test('a chosen image can be put back to the current one', async () => {
  const { user } = await editFromPost()
  const updates = countUpdates()

  await user.upload(
    screen.getByLabelText('Image'),
    new File(['bytes'], 'new.png', { type: 'image/png' }),
  )
  await user.click(screen.getByRole('button', { name: 'Keep the current image' }))
  expect(screen.getByRole('img', { name: 'Current image' })).toBeInTheDocument()
  await user.click(screen.getByRole('button', { name: 'Save changes' }))

  expect(await screen.findByText('Nothing was changed')).toBeInTheDocument()
  expect(updates).toEqual([])
})

test('title and post text are required', async () => {
  const me = signInAs()
  const post = storePost({ author: me.email, authorId: me.uid })
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
  const post = storePost({ postTitle: 'Before', author: me.email, authorId: me.uid })
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
  const post = storePost({ author: 'author@example.com' })
  renderApp(`/post-edit/${post._id}`)

  expect(await screen.findByText('Only the author of a post can edit it.')).toBeInTheDocument()
  expect(screen.queryByRole('textbox', { name: 'Title' })).not.toBeInTheDocument()
})

test('editing a missing post is a not-found page', async () => {
  renderSignedIn('/post-edit/no-such-post')
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Post not found' }),
  ).toBeInTheDocument()
})

test('a suspended writer is told on the editor before saving; the refusal does not ask to try again', async () => {
  const me = signInAs()
  suspendInStore(me.uid)
  const { user, title } = await editFromPost()
  const notice = await screen.findByRole('alert', { name: moderationMessages.suspended })
  expect(notice).toHaveTextContent(/You can still read, but nothing you save/)

  server.use(
    http.put(`${API}/updatePost/:postId`, () =>
      errorResponse(403, 'suspended', moderationMessages.suspended),
    ),
  )
  await user.type(title, ' again')
  await user.click(screen.getByRole('button', { name: 'Save changes' }))
  expect(await screen.findByText('The post could not be updated')).toBeVisible()
  expect(screen.queryByText(/please try again/)).not.toBeInTheDocument()
})
