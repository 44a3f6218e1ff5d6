import { screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { afterEach, expect, test, vi } from 'vitest'
import { subscriptionMessages } from '../../../contract/subscriptions'
import { API, errorResponse } from '../../../mocks/handlers/shared'
import { server } from '../../../mocks/node'
import { store, storePost } from '../../../mocks/store'
import { renderApp, renderSignedIn } from '../../../tests/setup/render'
import { TEST_USER, resetSession, signInAs } from '../../../tests/setup/signed-in'
import { heldRoute } from '../../../tests/setup/held'

afterEach(resetSession)

const mine = (authorId: string | null, authorName: string | null) => ({
  id: `sub-${authorId ?? 'site'}`,
  email: TEST_USER.email.toLowerCase(),
  authorId,
  authorName,
  state: 'confirmed' as const,
  createdAt: new Date().toISOString(),
})

test("an author's page subscribes a visitor's address and says what comes next", async () => {
  storePost({ postTitle: 'Tides', authorId: 'ada', authorDisplayName: 'Ada' })
  const { user } = renderApp('/author/ada')
  const form = await screen.findByRole('region', { name: 'Get Ada’s posts by email' })
  await user.click(within(form).getByRole('button', { name: 'Subscribe' }))
  expect(await within(form).findByText('Enter your email address')).toBeInTheDocument()

  await user.type(within(form).getByRole('textbox', { name: 'Email' }), 'reader@example.org')
  await user.click(within(form).getByRole('button', { name: 'Subscribe' }))
  expect(await within(form).findByRole('status')).toHaveTextContent(subscriptionMessages.accepted)
  expect(store.subscriptions.map((s) => [s.email, s.authorId])).toEqual([
    ['reader@example.org', 'ada'],
  ])
  await user.click(within(form).getByRole('button', { name: 'Use another address' }))
  expect(within(form).getByRole('textbox', { name: 'Email' })).toBeInTheDocument()
})

test('a signed-in reader finds their verified address filled in on the home page', async () => {
  renderSignedIn('/')
  const form = await screen.findByRole('region', { name: 'Get new posts by email' })
  await waitFor(() =>
    expect(within(form).getByRole('textbox', { name: 'Email' })).toHaveValue(TEST_USER.email),
  )
})

test('/subscriptions lists one’s subscriptions; a removal shows at once and a failure puts it back', async () => {
  signInAs()
  store.subscriptions.push(mine('ada', 'Ada'), mine(null, null))
  const gate = heldRoute('delete', `${API}/subscriptions/:subscriptionId`, () =>
    errorResponse(500, 'internal', 'Something went wrong'),
  )
  const { user } = renderApp('/subscriptions')
  expect(await screen.findByRole('link', { name: 'Ada' })).toBeInTheDocument()
  expect(screen.getByText('Every new post on Quill')).toBeInTheDocument()
  expect(screen.getByText('Nobody gets your posts by email yet.')).toBeInTheDocument()

  await user.click(screen.getByRole('button', { name: 'Unsubscribe from Ada' }))
  expect(screen.queryByRole('link', { name: 'Ada' })).not.toBeInTheDocument()
  gate.open()
  expect(await screen.findByRole('link', { name: 'Ada' })).toBeInTheDocument()
})

test('/subscriptions says when there are none, and removes for real', async () => {
  signInAs()
  store.subscriptions.push(mine('ada', 'Ada'))
  const { user } = renderApp('/subscriptions')
  await user.click(await screen.findByRole('button', { name: 'Unsubscribe from Ada' }))
  expect(await screen.findByText(/You have no subscriptions/)).toBeInTheDocument()
  expect(store.subscriptions).toEqual([])
})

test('a failed list load shows the error, and a way to try again', async () => {
  // React reports the error its boundary caught: expected here.
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined)
  signInAs()
  server.use(
    http.get(`${API}/subscriptions`, () => errorResponse(500, 'internal', 'Something went wrong')),
  )
  renderApp('/subscriptions')
  expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
    'Something went wrong',
  )
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
  consoleError.mockRestore()
})

test('the unsubscribe page asks before it unsubscribes', async () => {
  let posts = 0
  server.use(
    http.post(`${API}/subscriptions/unsubscribe`, () => {
      posts++
      return HttpResponse.json({
        unsubscribed: true,
        target: { authorId: 'ada', authorName: 'Ada' },
      })
    }),
  )
  const { user } = renderApp('/unsubscribe?token=abc.def')
  const button = await screen.findByRole('button', { name: 'Unsubscribe' })
  expect(posts).toBe(0)
  await user.click(button)
  expect(await screen.findByRole('status')).toHaveTextContent(
    'You are unsubscribed: no more mail for new posts by Ada.',
  )
  expect(posts).toBe(1)
})

test('the confirmation page confirms as it opens, or says the link is not valid', async () => {
  server.use(
    http.post(`${API}/subscriptions/confirm`, async ({ request }) => {
      const { token } = (await request.json()) as { token: string }
      if (token !== 'good.token') {
        return errorResponse(400, 'bad_request', subscriptionMessages.linkInvalid)
      }
      return HttpResponse.json({ confirmed: [{ authorId: null, authorName: null }] })
    }),
  )
  const first = renderApp('/confirm-subscription?token=good.token')
  expect(await screen.findByText('Your subscription is confirmed.')).toBeInTheDocument()
  expect(screen.getByText('Every new post on Quill')).toBeInTheDocument()
  first.unmount()
  renderApp('/confirm-subscription?token=bad')
  expect(await screen.findByRole('alert')).toHaveTextContent(subscriptionMessages.linkInvalid)
})
