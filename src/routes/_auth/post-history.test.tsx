// Issue 27 item 4 in the client: the History screen lists a post's versions newest first, shows
// what the chosen one would change back word by word, and Restore makes it the post's text at
// once; a refusal puts the post back.
import { screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { afterEach, expect, test } from 'vitest'
import type { Revision } from '../../../contract/revisions'
import { API, errorResponse } from '../../../mocks/handlers/shared'
import { server } from '../../../mocks/node'
import { mockId, store, storePost } from '../../../mocks/store'
import { renderApp } from '../../../tests/setup/render'
import { resetSession, signInAs } from '../../../tests/setup/signed-in'

afterEach(resetSession)

function withHistory() {
  const me = signInAs()
  const post = storePost({
    postTitle: 'Tides today',
    postBody: 'The sea was calm and grey.',
    author: me.email,
    authorId: me.uid,
    tags: ['sea'],
  })
  const version = (postTitle: string, postBody: string, date: string): Revision => ({
    _id: mockId(),
    postId: post._id,
    postTitle,
    postBody,
    tags: ['sea'],
    image: post.image,
    date,
    authorId: me.uid,
  })
  store.revisions.set(post._id, [
    version('Tides today', 'The sea was calm and grey.', '2026-11-03T10:00:00.000Z'),
    version('Tides', 'The sea was wild and grey.', '2026-11-02T10:00:00.000Z'),
  ])
  return post
}

test('History lists the versions newest first and shows what the older one would change back', async () => {
  const post = withHistory()
  renderApp(`/post-history/${post._id}`)

  expect(await screen.findByRole('heading', { level: 1, name: 'History' })).toBeInTheDocument()
  const versions = within(screen.getByRole('navigation', { name: 'Versions' }))
  const items = versions.getAllByRole('button')
  expect(items).toHaveLength(2)
  expect(items[0]).toHaveTextContent('Now')
  // The older version is chosen at first: what restoring it would change.
  expect(items[1]).toHaveAttribute('aria-current', 'true')
  const changes = await screen.findByRole('region', { name: /^The version of/ })
  expect(within(changes).getByText('wild', { selector: 'del' })).toBeInTheDocument()
  expect(within(changes).getByText('calm', { selector: 'ins' })).toBeInTheDocument()
  expect(within(changes).getByText('today', { selector: 'ins' })).toBeInTheDocument()
})

test('Restore makes the version the post at once, and the history gains it', async () => {
  const post = withHistory()
  const { user } = renderApp(`/post-history/${post._id}`)

  const changes = await screen.findByRole('region', { name: /^The version of/ })
  await user.click(within(changes).getByRole('button', { name: 'Restore this version' }))

  expect(await screen.findByText('Version restored')).toBeInTheDocument()
  expect(store.posts[0]).toMatchObject({
    postTitle: 'Tides',
    postBody: 'The sea was wild and grey.',
  })
  const versions = within(screen.getByRole('navigation', { name: 'Versions' }))
  await waitFor(() => expect(versions.getAllByRole('button')).toHaveLength(3))
})

test('a refused restore says why and leaves the post as it was', async () => {
  const post = withHistory()
  server.use(
    http.post(`${API}/post/:postId/revisions/:revisionId/restore`, () =>
      errorResponse(403, 'not_author', 'Only the author of a post can see its history'),
    ),
  )
  const { user } = renderApp(`/post-history/${post._id}`)

  const changes = await screen.findByRole('region', { name: /^The version of/ })
  await user.click(within(changes).getByRole('button', { name: 'Restore this version' }))

  // A refusal that stands: the toast does not ask to try again, it says why.
  expect(await screen.findByText('The version could not be restored')).toBeInTheDocument()
  expect(screen.getByText('Only the author of a post can see its history')).toBeInTheDocument()
  expect(store.posts[0]?.postTitle).toBe('Tides today')
})

test("someone else's post's history is refused, not shown", async () => {
  signInAs()
  const theirs = storePost({ postTitle: 'Not mine', authorId: 'someone-else', author: 'x@y.z' })
  renderApp(`/post-history/${theirs._id}`)
  expect(await screen.findByRole('alert')).toHaveTextContent('You can not see this history')
  expect(screen.queryByRole('navigation', { name: 'Versions' })).not.toBeInTheDocument()
})

test('the editor links to the history', async () => {
  const post = withHistory()
  renderApp(`/post-edit/${post._id}`)
  expect(await screen.findByRole('link', { name: 'History' })).toHaveAttribute(
    'href',
    `/post-history/${post._id}`,
  )
})
