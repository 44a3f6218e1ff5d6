// The notifications screen's actions: delete, mark read, Mark all read, each shown at once and
// put back with a toast when the server refuses.
import { act, screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { afterEach, expect, test, vi } from 'vitest'
import { API, errorResponse } from '../../mocks/handlers/shared'
import { server } from '../../mocks/node'
import { makeNotification, store, storePost } from '../../mocks/store'
import { renderApp } from '../../tests/setup/render'
import { resetSession, signInAs } from '../../tests/setup/signed-in'
import { held, heldRoute } from '../../tests/setup/held'

afterEach(() => {
  resetSession()
  vi.unstubAllGlobals()
})

test('deleting a notification removes the card and lowers the badge at once', async () => {
  signInAs()
  store.notifications.push(
    makeNotification({ title: 'Going' }),
    makeNotification({ title: 'Staying' }),
    makeNotification({ title: 'Seen before', read: true }),
  )
  const gate = heldRoute('delete', `${API}/notification/:id`, () =>
    HttpResponse.json({ deletedCount: 1, deleteCount: 1 }),
  )
  const { user } = renderApp('/notifications')

  const card = await screen.findByRole('listitem', { name: 'Going' })
  expect(await screen.findByRole('link', { name: 'Notifications (2)' })).toBeInTheDocument()
  await user.click(within(card).getByRole('button', { name: 'Delete' }))

  expect(screen.queryByRole('listitem', { name: 'Going' })).not.toBeInTheDocument()
  expect(screen.getByRole('listitem', { name: 'Staying' })).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'Notifications (1)' })).toBeInTheDocument()
  act(() => gate.open())
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

test('unread cards say so and have a bold title; read ones do not', async () => {
  signInAs()
  store.notifications.push(
    makeNotification({ title: 'Fresh', date: '2026-01-04T10:00:00.000Z' }),
    makeNotification({ title: 'Seen', read: true }),
  )
  renderApp('/notifications')

  const fresh = await screen.findByRole('listitem', { name: 'Fresh' })
  const seen = screen.getByRole('listitem', { name: 'Seen' })
  expect(within(fresh).getByText('Unread')).toBeInTheDocument()
  expect(within(seen).queryByText('Unread')).toBeNull()
  expect(within(fresh).getByRole('heading', { name: 'Fresh' })).toHaveStyle({ fontWeight: 700 })
  expect(within(seen).getByRole('heading', { name: 'Seen' })).toHaveStyle({ fontWeight: 500 })
  expect(screen.getByRole('status')).toHaveTextContent('1 unread')
  expect(screen.getByRole('link', { name: 'Notifications (1)' })).toBeInTheDocument()
})

test('opening a notification marks it read at once, without waiting to navigate', async () => {
  signInAs()
  const post = storePost({ postTitle: 'Where it happened' })
  store.notifications.push(
    makeNotification({ title: 'Open me', postId: post._id }),
    makeNotification({ title: 'Later' }),
  )
  const gate = held()
  const marked: string[] = []
  server.use(
    http.put<{ id: string }>(`${API}/notification/:id/read`, async ({ params }) => {
      marked.push(params.id)
      await gate.opened
      return HttpResponse.json({ modifiedCount: 1 })
    }),
  )
  const { user } = renderApp('/notifications')

  const card = await screen.findByRole('listitem', { name: 'Open me' })
  expect(await screen.findByRole('link', { name: 'Notifications (2)' })).toBeInTheDocument()
  await user.click(within(card).getByRole('link', { name: 'Open post' }))

  // The post opens while the server has not answered yet; the badge has already dropped.
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Where it happened' }),
  ).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'Notifications (1)' })).toBeInTheDocument()
  expect(marked).toEqual([store.notifications[0]?._id])
  act(() => gate.open())
})

test('opening a read notification sends nothing', async () => {
  signInAs()
  const post = storePost({ postTitle: 'Seen post' })
  store.notifications.push(makeNotification({ title: 'Old news', postId: post._id, read: true }))
  const marked = vi.fn()
  server.use(
    http.put(`${API}/notification/:id/read`, () => {
      marked()
      return HttpResponse.json({ modifiedCount: 0 })
    }),
  )
  const { user } = renderApp('/notifications')

  const card = await screen.findByRole('listitem', { name: 'Old news' })
  await user.click(within(card).getByRole('link', { name: 'Open post' }))
  expect(await screen.findByRole('heading', { level: 1, name: 'Seen post' })).toBeInTheDocument()
  expect(marked).not.toHaveBeenCalled()
})

test('a failed mark brings the unread state and the badge back with a toast', async () => {
  signInAs()
  const post = storePost({ postTitle: 'Gone missing' })
  store.notifications.push(makeNotification({ title: 'Stubborn', postId: post._id }))
  server.use(
    http.put(`${API}/notification/:id/read`, () =>
      errorResponse(404, 'not_found', 'Notification not found'),
    ),
  )
  const { user } = renderApp('/notifications')

  const card = await screen.findByRole('listitem', { name: 'Stubborn' })
  await user.click(within(card).getByRole('link', { name: 'Open post' }))

  expect(await screen.findByText('The notification could not be marked read')).toBeInTheDocument()
  expect(screen.getByText('Notification not found')).toBeInTheDocument()
  expect(await screen.findByRole('link', { name: 'Notifications (1)' })).toBeInTheDocument()
})

test('Mark all read reads every card and empties the badge', async () => {
  signInAs()
  store.notifications.push(
    makeNotification({ title: 'One' }),
    makeNotification({ title: 'Two' }),
    makeNotification({ title: 'Three', read: true }),
  )
  const { user } = renderApp('/notifications')

  await screen.findByRole('listitem', { name: 'One' })
  expect(await screen.findByRole('link', { name: 'Notifications (2)' })).toBeInTheDocument()
  expect(screen.getByRole('status')).toHaveTextContent('2 unread')
  const markAll = screen.getByRole('button', { name: 'Mark all read' })
  expect(markAll).toBeEnabled()
  await user.click(markAll)

  expect(screen.getByRole('link', { name: 'Notifications (0)' })).toBeInTheDocument()
  expect(screen.queryByText('Unread')).toBeNull()
  expect(screen.getByRole('status')).toHaveTextContent('All read')
  expect(markAll).toHaveAttribute('aria-disabled', 'true')
  expect(markAll).toHaveFocus()
  await waitFor(() => expect(store.notifications.every((n) => n.read)).toBe(true))
})

test('a failed Mark all read puts the unread cards back with a toast', async () => {
  signInAs()
  store.notifications.push(makeNotification({ title: 'Still new' }))
  server.use(
    http.put(`${API}/notifications/read`, () =>
      errorResponse(429, 'rate_limited', 'Too many requests, please try again in 1 minute'),
    ),
  )
  const { user } = renderApp('/notifications')

  const card = await screen.findByRole('listitem', { name: 'Still new' })
  await user.click(screen.getByRole('button', { name: 'Mark all read' }))

  expect(
    await screen.findByText('The notifications could not be marked read, please try again'),
  ).toBeInTheDocument()
  expect(within(card).getByText('Unread')).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'Notifications (1)' })).toBeInTheDocument()
  expect(store.notifications[0]?.read).toBe(false)
})
