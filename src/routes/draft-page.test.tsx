// A draft is unmistakable (ADR 0078): its own page says Draft (or Scheduled for …) at the top
// with Publish and Edit for whoever may, and has no likes, reading list or comments. Publish
// shows the post out at once; a refusal puts the banner back and says why.
import { screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { API, errorResponse } from '../../mocks/handlers/shared'
import { server } from '../../mocks/node'
import { store, storePost } from '../../mocks/store'
import { renderApp } from '../../tests/setup/render'
import { TEST_USER, resetSession, signInAs } from '../../tests/setup/signed-in'
import { formatDate } from '../lib/dates'

vi.setConfig({ testTimeout: 15_000 })

beforeEach(() => {
  // sonner captures the pointer on a toast (for swiping it away); jsdom has no such thing.
  Element.prototype.setPointerCapture ??= () => undefined
})
afterEach(resetSession)

const giveRole = (role: 'contributor' | 'editor') =>
  store.staff.set(TEST_USER.email.toLowerCase(), {
    uid: TEST_USER.uid,
    role,
    since: new Date().toISOString(),
  })

const myDraft = (overrides = {}) => {
  const me = signInAs()
  return storePost({
    postTitle: 'Half a thought',
    authorId: me.uid,
    author: me.email,
    status: 'draft',
    ...overrides,
  })
}

const banner = (name: string | RegExp) => screen.findByRole('region', { name })

test('its author’s draft says so at the top, with Publish and Edit, and has no likes or comments', async () => {
  const draft = myDraft()
  renderApp(`/post/${draft._id}`)

  const top = await banner('Draft — only you can see this')
  expect(await within(top).findByRole('button', { name: 'Publish' })).toBeVisible()
  expect(within(top).getByRole('link', { name: 'Edit' })).toHaveAttribute(
    'href',
    `/post-edit/${draft._id}`,
  )
  // The banner comes before the post's title.
  const title = screen.getByRole('heading', { level: 1, name: 'Half a thought' })
  expect(top.compareDocumentPosition(title) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  expect(screen.queryByRole('button', { name: /^Like / })).toBeNull()
  expect(screen.queryByRole('button', { name: /reading list/ })).toBeNull()
  expect(screen.queryByRole('textbox', { name: 'Comment' })).toBeNull()
  expect(screen.queryByText(/comments? on/)).toBeNull()
  expect(screen.queryByRole('switch', { name: 'Comments on' })).toBeNull()
  // One Edit (the banner's), and Delete still there.
  expect(screen.getAllByRole('link', { name: 'Edit' })).toHaveLength(1)
  expect(screen.getByRole('button', { name: 'Delete' })).toBeVisible()
})

test('Publish shows the post out at once, with Like and comments, and says so', async () => {
  const draft = myDraft()
  const { user } = renderApp(`/post/${draft._id}`)

  const top = await banner('Draft — only you can see this')
  await user.click(await within(top).findByRole('button', { name: 'Publish' }))

  expect(await screen.findByRole('button', { name: /^Like Half a thought/ })).toBeVisible()
  expect(screen.queryByRole('region', { name: /^Draft/ })).toBeNull()
  expect(await screen.findByText('Posted successfully')).toBeInTheDocument()
  expect(await screen.findByRole('textbox', { name: 'Comment' })).toBeInTheDocument()
  await waitFor(() =>
    expect(store.posts.find((p) => p._id === draft._id)?.status).toBe('published'),
  )
})

test('a draft without an image is not sent: the banner says what is missing and points to the editor', async () => {
  const draft = myDraft({ image: '' })
  let sent = 0
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'PUT') sent += 1
  })
  const { user } = renderApp(`/post/${draft._id}`)

  const top = await banner('Draft — only you can see this')
  await user.click(await within(top).findByRole('button', { name: 'Publish' }))
  expect(
    await within(top).findByText(/It cannot be published without an image: add one in the editor./),
  ).toBeVisible()
  expect(within(top).getByRole('link', { name: 'Open the editor' })).toHaveAttribute(
    'href',
    `/post-edit/${draft._id}`,
  )
  expect(sent).toBe(0)
  expect(store.posts.find((p) => p._id === draft._id)?.status).toBe('draft')
  server.events.removeAllListeners()
})

test('a refusal puts the banner back and says why, beside the way to the editor', async () => {
  const draft = myDraft()
  server.use(
    http.put(`${API}/updatePost/:postId`, () =>
      errorResponse(400, 'validation_failed', 'Post text is required', {
        'postBody.postBody': 'Post text is required',
      }),
    ),
  )
  const { user } = renderApp(`/post/${draft._id}`)

  await user.click(
    await within(await banner('Draft — only you can see this')).findByRole('button', {
      name: 'Publish',
    }),
  )
  const back = await banner('Draft — only you can see this')
  expect(await within(back).findByText(/It was not published: Post text is required/)).toBeVisible()
  expect(within(back).getByRole('link', { name: 'Open the editor' })).toBeVisible()
  expect(screen.queryByRole('button', { name: /^Like / })).toBeNull()
})

test('any other failure puts the banner back with a toast', async () => {
  const draft = myDraft()
  server.use(
    http.put(`${API}/updatePost/:postId`, () => errorResponse(404, 'not_found', 'Gone meanwhile')),
  )
  const { user } = renderApp(`/post/${draft._id}`)

  await user.click(
    await within(await banner('Draft — only you can see this')).findByRole('button', {
      name: 'Publish',
    }),
  )
  expect(
    await screen.findByText('The post could not be published, please try again'),
  ).toBeInTheDocument()
  expect(screen.getByText('Gone meanwhile')).toBeInTheDocument()
  expect(await banner('Draft — only you can see this')).toBeVisible()
  expect(store.posts.find((p) => p._id === draft._id)?.status).toBe('draft')
})

test('a scheduled post says when, in the reader’s time, with Publish now', async () => {
  const publishAt = new Date(Date.now() + 86_400_000).toISOString()
  const post = myDraft({ status: 'scheduled', publishAt })
  const { user } = renderApp(`/post/${post._id}`)

  const top = await banner(`Scheduled for ${formatDate(publishAt)}`)
  expect(within(top).getByText('Only you can see it until then.')).toBeVisible()
  expect(screen.queryByRole('button', { name: /^Like / })).toBeNull()
  await user.click(await within(top).findByRole('button', { name: 'Publish now' }))
  expect(await screen.findByRole('button', { name: /^Like Half a thought/ })).toBeVisible()
  await waitFor(() => expect(store.posts.find((p) => p._id === post._id)?.status).toBe('published'))
})

test('a contributor’s own draft has Edit and no Publish', async () => {
  giveRole('contributor')
  const draft = myDraft()
  renderApp(`/post/${draft._id}`)

  const top = await banner('Draft — only you can see this')
  expect(await within(top).findByRole('link', { name: 'Edit' })).toBeVisible()
  expect(within(top).queryByRole('button', { name: 'Publish' })).toBeNull()
})

test('an editor on someone else’s draft is told plainly it is not published, and who sees it', async () => {
  giveRole('editor')
  signInAs()
  const draft = storePost({
    postTitle: 'Carl’s field trip',
    status: 'draft',
    authorId: 'carl',
    author: 'carl@example.com',
  })
  const { user } = renderApp(`/post/${draft._id}`)

  const top = await banner('Draft, not published')
  expect(
    within(top).getByText('Only its author and the site’s editors and administrators can see it.'),
  ).toBeVisible()
  expect(await within(top).findByRole('link', { name: 'Edit' })).toBeVisible()
  // Not the author's: no Delete here.
  expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull()
  await user.click(await within(top).findByRole('button', { name: 'Publish' }))
  await waitFor(() =>
    expect(store.posts.find((p) => p._id === draft._id)?.status).toBe('published'),
  )
  expect(store.posts.find((p) => p._id === draft._id)?.authorId).toBe('carl')
})

test('a published post has no banner', async () => {
  const me = signInAs()
  const post = storePost({ postTitle: 'Out there', authorId: me.uid, author: me.email })
  renderApp(`/post/${post._id}`)

  expect(await screen.findByRole('button', { name: /^Like Out there/ })).toBeVisible()
  expect(screen.queryByRole('region', { name: /^Draft|^Scheduled/ })).toBeNull()
})
