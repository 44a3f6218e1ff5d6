import { act, screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { afterEach, expect, test, vi } from 'vitest'
import { NOTIFICATION_EVENT } from '../../contract/notifications'
import { API, errorResponse } from '../../mocks/handlers/shared'
import { server } from '../../mocks/node'
import { makeComment, makeNotification, makePost, store } from '../../mocks/store'
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
    makeNotification({ title: 'Seen before', read: true }),
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
  const post = makePost({ postTitle: 'Where it happened' })
  store.posts.push(post)
  store.notifications.push(
    makeNotification({ title: 'Open me', postId: post._id }),
    makeNotification({ title: 'Later' }),
  )
  let release = () => {}
  const marked: string[] = []
  server.use(
    http.put<{ id: string }>(`${API}/notification/:id/read`, async ({ params }) => {
      marked.push(params.id)
      await new Promise<void>((resolve) => {
        release = resolve
      })
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
  act(() => release())
})

test('opening a read notification sends nothing', async () => {
  signInAs()
  const post = makePost({ postTitle: 'Seen post' })
  store.posts.push(post)
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
  const post = makePost({ postTitle: 'Gone missing' })
  store.posts.push(post)
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

test('a notification says who did what to which post, with a link to it', async () => {
  signInAs()
  store.notifications.push(
    makeNotification({
      type: 'like',
      title: 'Grace liked your post',
      detail: 'Tides',
      postId: 'post-9',
      postTitle: 'Tides',
      actorId: 'grace',
      actorName: 'Grace',
    }),
  )
  renderApp('/notifications')
  const card = await screen.findByRole('listitem', { name: 'Grace liked “Tides”' })
  expect(within(card).getByRole('link', { name: /Open post/ })).toHaveAttribute(
    'href',
    '/post/post-9',
  )
})

test('a comment notification names the post once: the headline says it, the text is the comment', async () => {
  signInAs()
  store.notifications.push(
    makeNotification({
      type: 'comment',
      title: 'New comment',
      detail: 'Tides: lovely piece',
      postId: 'post-9',
      postTitle: 'Tides',
      actorId: 'grace',
      actorName: 'Grace',
    }),
  )
  renderApp('/notifications')
  const card = await screen.findByRole('listitem', { name: 'Grace commented on “Tides”' })
  expect(within(card).getByText('lovely piece')).toBeInTheDocument()
  expect(card.textContent?.match(/Tides/g)).toHaveLength(1)
})

test('a reply notification says who answered you on which post, and what they said', async () => {
  signInAs()
  store.notifications.push(
    makeNotification({
      type: 'reply',
      title: 'Sam replied to you',
      detail: 'Tides: I disagree',
      postId: 'post-9',
      postTitle: 'Tides',
      actorId: 'sam',
      actorName: 'Sam',
    }),
  )
  renderApp('/notifications')
  const card = await screen.findByRole('listitem', { name: 'Sam replied to you on “Tides”' })
  expect(within(card).getByText('I disagree')).toBeInTheDocument()
})

test('a mention notification says who named you on which post', async () => {
  signInAs()
  store.notifications.push(
    makeNotification({
      type: 'mention',
      title: 'Sam mentioned you',
      detail: 'Tides: ask @rita',
      postId: 'post-9',
      postTitle: 'Tides',
      actorId: 'sam',
      actorName: 'Sam',
    }),
  )
  renderApp('/notifications')
  const card = await screen.findByRole('listitem', { name: 'Sam mentioned you on “Tides”' })
  expect(within(card).getByText('ask @rita')).toBeInTheDocument()
})

test('the screen reaches older notifications; the badge says when there may be more unread', async () => {
  signInAs()
  for (let i = 0; i < 25; i++) {
    const minute = String(i).padStart(2, '0')
    store.notifications.push(
      makeNotification({ title: `Notice ${i}`, date: `2026-01-03T10:${minute}:00.000Z` }),
    )
  }
  const { user } = renderApp('/notifications')

  expect(await screen.findByRole('listitem', { name: 'Notice 24' })).toBeInTheDocument()
  expect(screen.queryByRole('listitem', { name: 'Notice 0' })).toBeNull()
  // The first page is all unread and there is more: at least 20.
  expect(screen.getByRole('link', { name: 'Notifications (20+)' })).toBeInTheDocument()
  await user.click(screen.getByRole('button', { name: 'Older notifications' }))

  expect(await screen.findByRole('listitem', { name: 'Notice 0' })).toBeInTheDocument()
  expect(screen.getAllByRole('listitem')).toHaveLength(25)
  expect(screen.getByRole('link', { name: 'Notifications (25)' })).toBeInTheDocument()
  expect(screen.queryByRole('button', { name: 'Older notifications' })).toBeNull()
})

test('Open post on a comment notice opens the post at that comment, found pages down and marked', async () => {
  signInAs()
  const post = makePost({ postTitle: 'A busy thread' })
  store.posts.push(post)
  const comments = Array.from({ length: 30 }, (_, i) =>
    makeComment({
      postId: post._id,
      comment: `Comment number ${i}`,
      time: `2026-01-03T10:${String(i).padStart(2, '0')}:00.000Z`,
    }),
  )
  store.comments.push(...comments)
  // The oldest: on the list's second page.
  const target = comments[0]!
  store.notifications.push(
    makeNotification({ title: 'Look here', postId: post._id, commentId: target._id }),
  )
  const { user, router } = renderApp('/notifications')

  const card = await screen.findByRole('listitem', { name: 'Look here' })
  const open = within(card).getByRole('link', { name: 'Open post' })
  expect(open.getAttribute('href')).toBe(`/post/${post._id}#comment-${target._id}`)
  await user.click(open)

  await waitFor(() => expect(document.getElementById(`comment-${target._id}`)).not.toBeNull())
  const marked = document.getElementById(`comment-${target._id}`)!
  await waitFor(() => expect(marked).toHaveAttribute('data-marked'))
  await waitFor(() => expect(marked).toHaveFocus())
  expect(router.state.location.hash).toBe(`comment-${target._id}`)
})

test('a follow from another server opens the follower’s page there', async () => {
  signInAs()
  store.notifications.push(
    makeNotification({
      type: 'follow',
      title: 'Bo Far (@bo@far.example) followed you',
      detail: '',
      postId: undefined,
      postTitle: '',
      actorId: 'https://far.example/users/bo',
    }),
  )
  renderApp('/notifications')
  const card = await screen.findByRole('listitem', {
    name: 'Bo Far (@bo@far.example) followed you',
  })
  expect(within(card).getByRole('link', { name: 'Open profile' })).toHaveAttribute(
    'href',
    'https://far.example/users/bo',
  )
})
