// The post page's comment thread: the list, the form and what becomes of a comment sent.
import { screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { afterEach, expect, test, vi } from 'vitest'
import { NewCommentInputSchema } from '../../contract/comments'
import { addComment } from '../../mocks/handlers/comments'
import { API, errorResponse } from '../../mocks/handlers/shared'
import { server } from '../../mocks/node'
import { makeComment, store, storePost } from '../../mocks/store'
import { renderApp } from '../../tests/setup/render'
import { resetSession, signInAs, signOut } from '../../tests/setup/signed-in'
import { held } from '../../tests/setup/held'
import { sendComment } from '../../tests/setup/post-page'

afterEach(resetSession)

test('comments are listed newest first, each 50 ms after the one before', async () => {
  signOut()
  const post = storePost()
  store.comments.push(
    makeComment({ postId: post._id, comment: 'First!', time: '2026-01-01T00:00:00.000Z' }),
    makeComment({ postId: post._id, comment: 'Second', time: '2026-01-02T00:00:00.000Z' }),
    makeComment({ postId: post._id, comment: 'Third', time: '2026-01-03T00:00:00.000Z' }),
  )
  renderApp(`/post/${post._id}`)

  const list = await screen.findByRole('list', { name: 'Comments' })
  const items = within(list).getAllByRole('listitem')
  expect(items.map((item) => item.textContent)).toEqual([
    expect.stringContaining('Third'),
    expect.stringContaining('Second'),
    expect.stringContaining('First!'),
  ])
  expect(items.map((item) => item.style.animationDelay)).toEqual(['0ms', '50ms', '100ms'])
})

test('under prefers-reduced-motion the comments appear without animation', async () => {
  signOut()
  const matchMedia = window.matchMedia
  const reduced = vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
    ...matchMedia(query),
    matches: query.includes('prefers-reduced-motion: reduce'),
  }))
  const post = storePost()
  store.comments.push(
    makeComment({ postId: post._id, comment: 'One', time: '2026-01-01T00:00:00.000Z' }),
    makeComment({ postId: post._id, comment: 'Two', time: '2026-01-02T00:00:00.000Z' }),
  )
  renderApp(`/post/${post._id}`)

  const list = await screen.findByRole('list', { name: 'Comments' })
  await waitFor(() =>
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.style.animationDelay),
    ).toEqual(['', '']),
  )
  reduced.mockRestore()
})

test('a signed-out reader is told to log in instead of a comment form', async () => {
  signOut()
  const post = storePost()
  renderApp(`/post/${post._id}`)

  expect(await screen.findByText('You must logged in for make a comment')).toBeInTheDocument()
  expect(screen.queryByRole('textbox', { name: 'Comment' })).not.toBeInTheDocument()
  // Beside it, the way to sign in, which comes back to this post's comments.
  const link = screen.getByRole('link', { name: 'Sign in to comment' })
  const target = new URL(link.getAttribute('href') ?? '', 'http://localhost')
  expect(target.pathname).toBe('/login')
  expect(target.searchParams.get('redirect')).toMatch(
    new RegExp(`^/post/${post._id}(/[^#]*)?#comments-heading$`),
  )
})

test('a comment shows at once at the top; the box keeps it, read-only, until the server has it', async () => {
  const me = signInAs({ displayName: 'Carla Commenter', email: 'carla@example.com' })
  const post = storePost()
  store.comments.push(makeComment({ postId: post._id, comment: 'Older comment' }))
  const answer = held()
  server.use(
    http.post(`${API}/comment`, async () => {
      await answer.opened
    }),
  )
  const { user } = renderApp(`/post/${post._id}`)

  const field = await screen.findByRole('textbox', { name: 'Comment' })
  expect(field).toBeRequired()
  await user.type(field, 'Lovely post')
  await user.click(screen.getByRole('button', { name: 'Add comment' }))

  const items = within(screen.getByRole('list', { name: 'Comments' })).getAllByRole('listitem')
  expect(items[0]).toHaveTextContent('Lovely post')
  expect(items[0]).toHaveTextContent(me.displayName ?? '')
  expect(items[0]).toHaveTextContent('Posting…')
  expect(items[1]).toHaveTextContent('Older comment')
  expect(field).toHaveValue('Lovely post')
  expect(field).toHaveAttribute('readonly')
  expect(screen.getByRole('button', { name: 'Add comment' })).toBeDisabled()

  answer.open()
  await waitFor(() => expect(field).toHaveValue(''))
  expect(field).not.toHaveAttribute('readonly')
  const list = screen.getByRole('list', { name: 'Comments' })
  await waitFor(() => expect(within(list).queryByText('Posting…')).not.toBeInTheDocument())
  expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Lovely post')
  expect(store.comments).toHaveLength(2)
})

test('a failed comment is taken out again with a toast; its text never leaves the box', async () => {
  signInAs()
  const post = storePost()
  server.use(http.post(`${API}/comment`, () => errorResponse(429, 'rate_limited', 'Slow down')))
  const { user } = renderApp(`/post/${post._id}`)

  const field = await sendComment(user, 'Too fast')

  expect(
    await screen.findByText('Your comment was not posted, please try again'),
  ).toBeInTheDocument()
  // Beneath the title, the server's own reason.
  expect(screen.getByText('Slow down')).toBeInTheDocument()
  expect(screen.queryByRole('list', { name: 'Comments' })).not.toBeInTheDocument()
  expect(screen.getByText('No comments yet.')).toBeInTheDocument()
  expect(field).toHaveValue('Too fast')
  // The box is the author's again at once: what they type next is kept.
  await waitFor(() => expect(field).not.toHaveAttribute('readonly'))
  await user.type(field, ', sorry')
  expect(field).toHaveValue('Too fast, sorry')
})

test('a comment whose answer was lost is not posted twice when sent again', async () => {
  const me = signInAs()
  const post = storePost()
  const sentKeys: unknown[] = []
  server.use(
    http.post(
      `${API}/comment`,
      async ({ request }) => {
        const input = NewCommentInputSchema.parse(await request.json())
        sentKeys.push(input.idempotencyKey)
        // The server stores it, then the connection drops before its answer arrives.
        addComment(me, input)
        return HttpResponse.error()
      },
      { once: true },
    ),
    http.post(`${API}/comment`, async ({ request }) => {
      const input = NewCommentInputSchema.parse(await request.clone().json())
      sentKeys.push(input.idempotencyKey)
    }),
  )
  const { user } = renderApp(`/post/${post._id}`)

  const field = await sendComment(user, 'Said once')
  expect(
    await screen.findByText('Your comment was not posted, please try again'),
  ).toBeInTheDocument()
  await waitFor(() => expect(field).not.toHaveAttribute('readonly'))
  expect(field).toHaveValue('Said once')

  await user.click(screen.getByRole('button', { name: 'Add comment' }))
  await waitFor(() => expect(field).toHaveValue(''))
  expect(sentKeys).toHaveLength(2)
  expect(sentKeys[1]).toBe(sentKeys[0])
  expect(store.comments.map((c) => c.comment)).toEqual(['Said once'])
  const list = await screen.findByRole('list', { name: 'Comments' })
  await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1))
})

test('a comment the server refuses shows its reason under the field, text kept', async () => {
  signInAs()
  const post = storePost()
  server.use(
    http.post(`${API}/comment`, () =>
      errorResponse(400, 'validation_failed', 'Comment must be at most 5000 characters', {
        comment: 'Comment must be at most 5000 characters',
      }),
    ),
  )
  const { user } = renderApp(`/post/${post._id}`)

  const field = await sendComment(user, 'Long enough to refuse')

  await waitFor(() =>
    expect(field).toHaveAccessibleDescription('Comment must be at most 5000 characters'),
  )
  expect(field).toHaveValue('Long enough to refuse')
})

test('an empty comment is not sent', async () => {
  signInAs()
  const post = storePost()
  const { user } = renderApp(`/post/${post._id}`)

  await user.click(await screen.findByRole('button', { name: 'Add comment' }))
  expect(await screen.findByText('Comment is required')).toBeInTheDocument()
  expect(store.comments).toHaveLength(0)
})

test("a comment's http(s) addresses are links for user content; anything else stays text", async () => {
  signOut()
  const post = storePost({ postTitle: 'Linked' })
  store.comments.push(
    makeComment({
      postId: post._id,
      comment: 'See https://example.com/guide. Not javascript:alert(1) <b>bold</b>',
    }),
  )
  renderApp(`/post/${post._id}`)

  const link = await screen.findByRole('link', { name: 'https://example.com/guide' })
  expect(link).toHaveAttribute('href', 'https://example.com/guide')
  expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc')
  expect(link.closest('p')).toHaveTextContent(
    'See https://example.com/guide. Not javascript:alert(1) <b>bold</b>',
  )
  expect(screen.queryByRole('link', { name: /javascript/ })).not.toBeInTheDocument()
})
