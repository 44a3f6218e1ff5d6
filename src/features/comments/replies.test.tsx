import { screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { afterEach, expect, test } from 'vitest'
import { API, errorResponse } from '../../../mocks/handlers/shared'
import { server } from '../../../mocks/node'
import { makeComment, makePost, store } from '../../../mocks/store'
import { renderApp } from '../../../tests/setup/render'
import { resetSession, signInAs } from '../../../tests/setup/signed-in'

afterEach(resetSession)

const at = (minute: number) => `2026-01-03T10:${String(minute).padStart(2, '0')}:00.000Z`

/** A post with a thread four deep: Al, Bo answering, Cy answering Bo, Dan answering Cy. */
async function postWithThread({ signedIn = true } = {}) {
  if (signedIn) signInAs()
  const post = makePost({ postTitle: 'Tides', authorId: 'someone-else' })
  const c = (id: string, parentId: string | null, minute: number, userName: string) =>
    makeComment({
      _id: `c-${id}`,
      postId: post._id,
      parentId,
      time: at(minute),
      userName,
      userId: `uid-${id}`,
      comment: `${userName} says ${id}`,
    })
  store.posts.push(post)
  store.comments.push(
    c('a', null, 1, 'Al'),
    c('b', 'c-a', 2, 'Bo'),
    c('c', 'c-b', 3, 'Cy'),
    c('d', 'c-c', 4, 'Dan'),
  )
  const utils = renderApp(`/post/${post._id}`)
  const list = await screen.findByRole('list', { name: 'Comments' })
  return { ...utils, post, list }
}

test('replies hang under their comment, three levels drawn; a deeper one says whom it answers', async () => {
  await postWithThread({ signedIn: false })
  const underAl = screen.getByRole('list', { name: 'Replies to Al' })
  const underBo = within(underAl).getByRole('list', { name: 'Replies to Bo' })
  // Cy and Dan both at the third level: no list under Cy.
  expect(within(underBo).getAllByRole('listitem')).toHaveLength(2)
  expect(screen.queryByRole('list', { name: 'Replies to Cy' })).toBeNull()
  const dan = within(underBo)
    .getAllByRole('listitem')
    .find((li) => li.textContent?.includes('Dan says d'))
  expect(dan).toHaveTextContent('replying to Cy')
  // A visitor has no Reply.
  expect(screen.queryByRole('button', { name: /^Reply to/ })).toBeNull()
})

test('a thread folds away and opens again', async () => {
  const { user } = await postWithThread({ signedIn: false })
  const [hideAl] = screen.getAllByRole('button', { name: 'Hide replies' })
  if (!hideAl) throw new Error('no fold')
  await user.click(hideAl)
  expect(screen.queryByRole('list', { name: 'Replies to Al' })).toBeNull()
  const show = screen.getByRole('button', { name: 'Show 3 replies' })
  expect(show).toHaveAttribute('aria-expanded', 'false')
  await user.click(show)
  expect(screen.getByRole('list', { name: 'Replies to Al' })).toBeInTheDocument()
})

test('a reply shows under its comment at once and is stored with its parent', async () => {
  const { user, post } = await postWithThread()
  await user.click(screen.getByRole('button', { name: 'Reply to Al' }))
  const box = await screen.findByRole('textbox', { name: 'Reply to Al' })
  await waitFor(() => expect(box).toHaveFocus())
  await user.click(screen.getByRole('button', { name: 'Reply' }))
  expect(screen.getByText('Comment is required')).toBeInTheDocument()
  await user.type(box, 'Well said')
  await user.click(screen.getByRole('button', { name: 'Reply' }))
  const underAl = screen.getByRole('list', { name: 'Replies to Al' })
  expect(await within(underAl).findByText('Well said')).toBeInTheDocument()
  await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Reply to Al' })).toBeNull())
  const stored = store.comments.find((c) => c.comment === 'Well said')
  expect(stored).toMatchObject({ postId: post._id, parentId: 'c-a' })
})

test('a reply that fails leaves the thread as it was and keeps its text in the box', async () => {
  const { user } = await postWithThread()
  server.use(
    http.post(`${API}/comment`, () => errorResponse(500, 'internal', 'Something went wrong')),
  )
  await user.click(screen.getByRole('button', { name: 'Reply to Dan' }))
  const box = await screen.findByRole('textbox', { name: 'Reply to Dan' })
  await user.type(box, 'Lost words')
  await user.click(screen.getByRole('button', { name: 'Reply' }))
  await waitFor(() => expect(box).not.toHaveAttribute('readonly'))
  expect(box).toHaveValue('Lost words')
  expect(screen.queryByText('Lost words', { selector: 'p' })).toBeNull()
  expect(store.comments).toHaveLength(4)
})

test('a reply to a comment of another post is refused with a field error (msw as the server)', async () => {
  const { post } = await postWithThread()
  const res = await fetch(`${API}/comment`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Authorization: 'Bearer t',
      email: 'rita@example.com',
    },
    body: JSON.stringify({ postId: post._id, comment: 'x', parentId: 'nope' }),
  })
  expect(res.status).toBe(400)
  expect(await res.json()).toMatchObject({ error: { fields: { parentId: expect.any(String) } } })
})
