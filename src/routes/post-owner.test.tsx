// Issue 22, item 1: from a post to its editor and back.
import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { makePost, store, storePost } from '../../mocks/store'
import { renderApp, renderSignedIn, renderSignedOut } from '../../tests/setup/render'
import { resetSession, signInAs } from '../../tests/setup/signed-in'
import { held, heldRoute } from '../../tests/setup/held'
import { API } from '../../mocks/handlers/shared'
import { HttpResponse, http } from 'msw'
import { server } from '../../mocks/node'
import { postView } from '../../mocks/handlers/views'
import { writeNewPost } from '../../tests/setup/editor'

// Whole journeys through the app on msw: more than 5 s when the machine is busy.
vi.setConfig({ testTimeout: 15_000 })

vi.mock('../lib/images/fit-image', () => ({ fitImage: vi.fn(async (file: File) => file) }))

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:preview')
  URL.revokeObjectURL = vi.fn()
  // sonner captures the pointer on a toast (for swiping it away); jsdom has no such thing.
  Element.prototype.setPointerCapture ??= () => undefined
})
afterEach(resetSession)

test("the author sees Edit and Delete on their own post's page; Edit opens its editor", async () => {
  const me = signInAs()
  const post = storePost({ postTitle: 'Mine', authorId: me.uid, author: me.email })
  const { user, router } = renderApp(`/post/${post._id}`)

  await screen.findByRole('heading', { level: 1, name: 'Mine' })
  const edit = await screen.findByRole('link', { name: 'Edit' })
  expect(edit).toHaveAttribute('href', `/post-edit/${post._id}`)
  expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument()

  await user.click(edit)
  await waitFor(() => expect(router.state.location.pathname).toBe(`/post-edit/${post._id}`))
  expect(await screen.findByRole('textbox', { name: 'Title' })).toHaveValue('Mine')
})

test("a reader, signed in or not, sees no Edit or Delete on someone else's post", async () => {
  const post = storePost({ postTitle: 'Theirs', authorId: 'uid-someone-else' })
  signInAs()
  const first = renderApp(`/post/${post._id}`)
  await screen.findByRole('heading', { level: 1, name: 'Theirs' })
  expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull()
  expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull()
  first.unmount()

  renderSignedOut(`/post/${post._id}`)
  await screen.findByRole('heading', { level: 1, name: 'Theirs' })
  expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull()
})

test("Delete on the post's page asks first, then lands on Manage posts without the post", async () => {
  const me = signInAs()
  const post = makePost({ postTitle: 'Doomed', authorId: me.uid, author: me.email })
  store.posts.push(post, makePost({ postTitle: 'Kept', authorId: me.uid, author: me.email }))
  const { user, router } = renderApp(`/post/${post._id}`)

  await user.click(await screen.findByRole('button', { name: 'Delete' }))
  const dialog = await screen.findByRole('dialog')
  expect(within(dialog).getByText('are you sure to delete this post?')).toBeInTheDocument()
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }))

  await waitFor(() => expect(router.state.location.pathname).toBe('/managePosts'))
  expect(await screen.findByRole('article', { name: 'Kept' })).toBeInTheDocument()
  expect(screen.queryByRole('article', { name: 'Doomed' })).toBeNull()
  await waitFor(() => expect(store.posts.map((p) => p.postTitle)).toEqual(['Kept']))
})

test('Manage posts, loaded while the delete is still on its way, does not show the post', async () => {
  const me = signInAs()
  const post = storePost({ postTitle: 'Doomed', authorId: me.uid, author: me.email })
  storePost({ postTitle: 'Kept', authorId: me.uid, author: me.email })
  const gate = heldRoute('delete', `${API}/deletePost/:postId`)
  const { user } = renderApp(`/post/${post._id}`)

  await user.click(await screen.findByRole('button', { name: 'Delete' }))
  await user.click(
    within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
  )

  // The list comes from a server that still has the post.
  expect(await screen.findByRole('article', { name: 'Kept' })).toBeInTheDocument()
  expect(screen.queryByRole('article', { name: 'Doomed' })).toBeNull()
  gate.open()
  await waitFor(() => expect(store.posts.map((p) => p.postTitle)).toEqual(['Kept']))
  expect(screen.queryByRole('article', { name: 'Doomed' })).toBeNull()
})

test('a list the server sent before the delete went through does not bring the post back', async () => {
  const me = signInAs()
  const post = storePost({ postTitle: 'Doomed', authorId: me.uid, author: me.email })
  storePost({ postTitle: 'Kept', authorId: me.uid, author: me.email })
  // Manage posts' list is read while the post is still there, and arrives after the delete.
  const deleting = heldRoute('delete', `${API}/deletePost/:postId`)
  const listed = held()
  server.use(
    http.get(`${API}/userPost`, async () => {
      const then = store.posts
        .filter((p) => p.authorId === me.uid)
        .map((p) => postView(p, me.uid, true))
      deleting.open()
      await listed.opened
      return HttpResponse.json(then)
    }),
  )
  const { user } = renderApp(`/post/${post._id}`)

  await user.click(await screen.findByRole('button', { name: 'Delete' }))
  await user.click(
    within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
  )
  await waitFor(() => expect(store.posts.map((p) => p.postTitle)).toEqual(['Kept']))
  listed.open()

  expect(await screen.findByRole('article', { name: 'Kept' })).toBeInTheDocument()
  expect(screen.queryByRole('article', { name: 'Doomed' })).toBeNull()
})

test('Cancel on the post page keeps the post', async () => {
  const me = signInAs()
  const post = storePost({ postTitle: 'Kept', authorId: me.uid, author: me.email })
  const { user, router } = renderApp(`/post/${post._id}`)

  await user.click(await screen.findByRole('button', { name: 'Delete' }))
  await user.click(
    within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }),
  )
  expect(router.state.location.pathname).toBe(`/post/${post._id}/${post.slug}`)
  expect(store.posts).toHaveLength(1)
})

test('titles in Manage posts link to the posts', async () => {
  const me = signInAs()
  const post = storePost({ postTitle: 'Linked', authorId: me.uid, author: me.email })
  const { user, router } = renderApp('/managePosts')

  const card = await screen.findByRole('article', { name: 'Linked' })
  const title = within(card).getByRole('link', { name: 'Linked' })
  expect(title).toHaveAttribute('href', `/post/${post._id}/${post.slug}`)
  await user.click(title)
  await waitFor(() => expect(router.state.location.pathname).toBe(`/post/${post._id}/${post.slug}`))
})

test("after Publish the author goes back where they came from, and the toast's View post opens the post", async () => {
  const { user, router } = renderSignedIn('/new-post?from=%2Fprivacy')

  await writeNewPost(user, 'Fresh', 'New words.')
  await user.click(screen.getByRole('button', { name: 'Publish' }))

  expect(await screen.findByText('Posted successfully')).toBeInTheDocument()
  await waitFor(() => expect(router.state.location.pathname).toBe('/privacy'))
  await user.click(await screen.findByRole('button', { name: 'View post' }))
  const id = store.posts[0]?._id
  await waitFor(() => expect(router.state.location.pathname).toBe(`/post/${id}/fresh`))
  expect(await screen.findByRole('heading', { level: 1, name: 'Fresh' })).toBeInTheDocument()
})

test('Unpublish on the post’s page asks, then says so, and the page is the draft’s', async () => {
  const me = signInAs()
  const post = storePost({ postTitle: 'Second thoughts', authorId: me.uid, author: me.email })
  const { user } = renderApp(`/post/${post._id}`)

  expect(await screen.findByRole('button', { name: /^Like Second thoughts/ })).toBeVisible()
  await user.click(await screen.findByRole('button', { name: 'Unpublish' }))
  const dialog = await screen.findByRole('dialog')
  expect(within(dialog).getByText(/^Unpublish this post\?/)).toBeInTheDocument()
  await user.click(within(dialog).getByRole('button', { name: 'Unpublish' }))

  expect(await screen.findByRole('region', { name: 'Draft — only you can see this' })).toBeVisible()
  expect(await screen.findByText('Post unpublished: it is a draft again')).toBeInTheDocument()
  expect(screen.queryByRole('button', { name: /^Like / })).toBeNull()
  expect(screen.queryByRole('textbox', { name: 'Comment' })).toBeNull()
  await waitFor(() => expect(store.posts.find((p) => p._id === post._id)?.status).toBe('draft'))
})

test('Cancel keeps the post out; a contributor, who cannot change it, has no Unpublish', async () => {
  const me = signInAs()
  const post = storePost({ postTitle: 'Staying', authorId: me.uid, author: me.email })
  const first = renderApp(`/post/${post._id}`)
  await first.user.click(await screen.findByRole('button', { name: 'Unpublish' }))
  await first.user.click(
    within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }),
  )
  expect(screen.queryByRole('region', { name: /^Draft/ })).toBeNull()
  expect(store.posts.find((p) => p._id === post._id)?.status).toBe('published')
  first.unmount()

  store.staff.set(me.email.toLowerCase(), {
    uid: me.uid,
    role: 'contributor',
    since: new Date().toISOString(),
  })
  renderApp(`/post/${post._id}`)
  expect(await screen.findByRole('link', { name: 'Edit' })).toBeVisible()
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Unpublish' })).toBeNull())
})
