import { act, screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { afterEach, expect, test, vi } from 'vitest'
import { NOTIFICATION_EVENT } from '../../contract/notifications'
import { API, errorResponse } from '../../mocks/handlers/shared'
import { server } from '../../mocks/node'
import { makeNotification, makePost, store } from '../../mocks/store'
import { renderApp } from '../../tests/setup/render'
import { resetSession, signInAs, signOut } from '../../tests/setup/signed-in'

afterEach(() => {
  resetSession()
  vi.unstubAllGlobals()
})

test('notification cards show title, detail and a link to the post', async () => {
  signInAs()
  store.notifications.push(
    makeNotification({ title: 'New comment', detail: 'Rita commented', postId: 'post-1' }),
  )
  renderApp('/notifications')

  const card = await screen.findByRole('listitem', { name: 'New comment' })
  expect(within(card).getByText('Rita commented')).toBeInTheDocument()
  expect(within(card).getByRole('link', { name: 'Open post' })).toHaveAttribute(
    'href',
    '/post/post-1',
  )
})

test('deleting a notification removes the card and lowers the badge at once', async () => {
  signInAs()
  store.notifications.push(
    makeNotification({ title: 'Going' }),
    makeNotification({ title: 'Staying' }),
  )
  let release = () => {}
  server.use(
    http.delete(`${API}/notification/:id`, async () => {
      await new Promise<void>((resolve) => {
        release = resolve
      })
      return HttpResponse.json({ deletedCount: 1, deleteCount: 1 })
    }),
  )
  const { user } = renderApp('/notifications')

  const card = await screen.findByRole('listitem', { name: 'Going' })
  expect(await screen.findByRole('link', { name: 'Notifications (2)' })).toBeInTheDocument()
  await user.click(within(card).getByRole('button', { name: 'Delete' }))

  expect(screen.queryByRole('listitem', { name: 'Going' })).not.toBeInTheDocument()
  expect(screen.getByRole('listitem', { name: 'Staying' })).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'Notifications (1)' })).toBeInTheDocument()
  act(() => release())
})

test('a failed delete brings the notification back with a toast', async () => {
  signInAs()
  store.notifications.push(makeNotification({ title: 'Sticky' }))
  server.use(http.delete(`${API}/notification/:id`, () => errorResponse(403, 'forbidden', 'No')))
  const { user } = renderApp('/notifications')

  const card = await screen.findByRole('listitem', { name: 'Sticky' })
  await user.click(within(card).getByRole('button', { name: 'Delete' }))

  expect(
    await screen.findByText('The notification could not be deleted, please try again'),
  ).toBeInTheDocument()
  expect(screen.getByRole('listitem', { name: 'Sticky' })).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'Notifications (1)' })).toBeInTheDocument()
})

test('with no notifications the screen says so', async () => {
  signInAs()
  renderApp('/notifications')
  expect(await screen.findByText('You have no notifications.')).toBeInTheDocument()
})

test('a signed-out visitor is asked to log in', async () => {
  signOut()
  renderApp('/notifications')
  expect(await screen.findByRole('link', { name: 'Log in' })).toBeInTheDocument()
})

/** Stands in for the browser's EventSource, so a test can send the server's events. */
class FakeEventSource extends EventTarget {
  static readonly CLOSED = 2
  static instances: FakeEventSource[] = []
  readyState = 1
  constructor(readonly url: string | URL) {
    super()
    FakeEventSource.instances.push(this)
  }
  close() {
    this.readyState = FakeEventSource.CLOSED
  }
}

test('a notification event from the server raises the badge at once', async () => {
  FakeEventSource.instances = []
  vi.stubGlobal('EventSource', FakeEventSource)
  signInAs({ email: 'author@example.com' })
  store.posts.push(makePost())
  renderApp('/')

  expect(await screen.findByRole('link', { name: 'Notifications (0)' })).toBeInTheDocument()
  await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1))
  const source = FakeEventSource.instances[0]
  expect(String(source?.url)).toBe('http://localhost:3000/api/notification-events?token=test-token')

  store.notifications.push(makeNotification())
  act(() => {
    source?.dispatchEvent(new MessageEvent(NOTIFICATION_EVENT, { data: '{"type":"changed"}' }))
  })
  expect(await screen.findByRole('link', { name: 'Notifications (1)' })).toBeInTheDocument()
})
