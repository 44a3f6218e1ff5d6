// Preview links in the client (ADR 0079), against the mock: the editor shares a draft by a link
// shown with Copy, stops it at once (put back when refused), and the link's page shows the post
// under its notice to a reader signed out; a stopped link's page says it is not found.
import { screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { afterEach, expect, test } from 'vitest'
import { API, errorResponse } from '../../../mocks/handlers/shared'
import { server } from '../../../mocks/node'
import { storePost, store } from '../../../mocks/store'
import { renderApp } from '../../../tests/setup/render'
import { resetSession, signInAs, signOut } from '../../../tests/setup/signed-in'

afterEach(resetSession)

/** The editor and the button's chunk load first: slower than a second when the machine is busy. */
const LOADED = { timeout: 5000 }

function myDraft(status: 'draft' | 'scheduled' | 'published' = 'draft') {
  const me = signInAs()
  return storePost({
    postTitle: 'Notes on the tide',
    postBody: 'Low water at *noon*.',
    author: me.email,
    authorId: me.uid,
    status,
    ...(status === 'scheduled' ? { publishAt: '2999-01-01T10:00:00.000Z' } : {}),
  })
}

test('Share preview link shows the link with Copy; Stop sharing takes it away at once', async () => {
  const post = myDraft()
  const { user } = renderApp(`/post-edit/${post._id}`)
  await user.click(await screen.findByRole('button', { name: 'Share preview link' }, LOADED))
  const dialog = await screen.findByRole('dialog', { name: 'Share a preview' })
  const field = await within(dialog).findByLabelText('Preview link')
  const link = store.previewLinks.get(post._id)
  expect(link).toBeDefined()
  expect(field).toHaveValue(`${window.location.origin}/preview/${link?.token}`)
  expect(within(dialog).getByRole('button', { name: 'Copy link' })).toBeInTheDocument()
  expect(within(dialog).getByText(/can read this draft as it will look/)).toBeInTheDocument()

  await user.click(within(dialog).getByRole('button', { name: 'Stop sharing' }))
  expect(await within(dialog).findByText(/Sharing stopped/)).toBeVisible()
  await waitFor(() => expect(store.previewLinks.has(post._id)).toBe(false))

  // Shared again, it is a new link.
  await user.click(within(dialog).getByRole('button', { name: 'Share again' }))
  const again = await within(dialog).findByLabelText('Preview link')
  expect(store.previewLinks.get(post._id)?.token).not.toBe(link?.token)
  expect(again).toHaveValue(
    `${window.location.origin}/preview/${store.previewLinks.get(post._id)?.token}`,
  )
})

test('a refused Stop sharing puts the link back and says so', async () => {
  const post = myDraft()
  const { user } = renderApp(`/post-edit/${post._id}`)
  await user.click(await screen.findByRole('button', { name: 'Share preview link' }, LOADED))
  const dialog = await screen.findByRole('dialog')
  const shown = (await within(dialog).findByLabelText('Preview link')) as HTMLInputElement
  const url = shown.value
  server.use(
    http.delete(`${API}/post/:postId/preview-link`, () =>
      errorResponse(503, 'unavailable', 'The server is busy'),
    ),
  )
  await user.click(within(dialog).getByRole('button', { name: 'Stop sharing' }))
  expect(await screen.findByText('Could not stop sharing, please try again')).toBeInTheDocument()
  expect(await within(dialog).findByLabelText('Preview link')).toHaveValue(url)
  expect(store.previewLinks.has(post._id)).toBe(true)
})

test('a scheduled post is shared too; a published post’s editor has no such button', async () => {
  const scheduled = myDraft('scheduled')
  const first = renderApp(`/post-edit/${scheduled._id}`)
  await first.user.click(await screen.findByRole('button', { name: 'Share preview link' }, LOADED))
  const dialog = await screen.findByRole('dialog')
  expect(await within(dialog).findByText(/this scheduled post/)).toBeInTheDocument()
  first.unmount()

  const published = myDraft('published')
  renderApp(`/post-edit/${published._id}`)
  expect(await screen.findByRole('button', { name: 'Save changes' }, LOADED)).toBeVisible()
  expect(screen.queryByRole('button', { name: 'Share preview link' })).not.toBeInTheDocument()
})

test('the link opens the draft signed out, under its notice; stopped, it is not found', async () => {
  const post = myDraft()
  store.previewLinks.set(post._id, {
    token: 'T'.repeat(43),
    path: `/preview/${'T'.repeat(43)}`,
    createdAt: new Date().toISOString(),
  })
  signOut()
  const first = renderApp(`/preview/${'T'.repeat(43)}`)
  expect(await screen.findByRole('heading', { level: 1, name: 'Notes on the tide' })).toBeVisible()
  const notice = screen.getByRole('status', { name: 'Preview — not published yet' })
  expect(notice).toHaveTextContent('Only people with this link can read it')
  expect(screen.getByText('noon').tagName).toBe('EM')
  // Never indexed, and named after the post.
  expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
  await waitFor(() => expect(document.title).toMatch(/^Notes on the tide/))
  first.unmount()

  store.previewLinks.delete(post._id)
  renderApp(`/preview/${'T'.repeat(43)}`)
  expect(await screen.findByRole('heading', { name: 'Preview not found' })).toBeVisible()
  expect(screen.queryByText('Notes on the tide')).not.toBeInTheDocument()
})
