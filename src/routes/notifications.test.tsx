import { act, screen, waitFor, within } from '@testing-library/react'
import { afterEach, expect, test, vi } from 'vitest'
import { NOTIFICATION_EVENT } from '../../contract/notifications'
import { makeComment, makeNotification, store, storePost } from '../../mocks/store'
import { noticeCard } from '../../tests/setup/notices'
import { renderApp, renderSignedIn, renderSignedOut } from '../../tests/setup/render'
import { resetSession, signInAs } from '../../tests/setup/signed-in'

afterEach(() => {
  resetSession()
  vi.unstubAllGlobals()
})

test('notification cards show title, detail and a link to the post', async () => {
  const { card } = await noticeCard(
    { title: 'New comment', detail: 'Rita commented', postId: 'post-1' },
    'New comment',
  )
  expect(within(card).getByText('Rita commented')).toBeInTheDocument()
  expect(within(card).getByRole('link', { name: 'Open post' })).toHaveAttribute(
    'href',
    '/post/post-1',
  )
})

test('with no notifications the screen says so', async () => {
  renderSignedIn('/notifications')
  expect(await screen.findByText('You have no notifications.')).toBeInTheDocument()
})

test('a signed-out visitor is asked to log in', async () => {
  renderSignedOut('/notifications')
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
  storePost()
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
  const { card } = await noticeCard(
    {
      type: 'like',
      title: 'Grace liked your post',
      detail: 'Tides',
      actorId: 'grace',
      actorName: 'Grace',
    },
    'Grace liked “Tides”',
  )
  expect(within(card).getByRole('link', { name: /Open post/ })).toHaveAttribute(
    'href',
    '/post/post-9',
  )
})

test('a comment notification names the post once: the headline says it, the text is the comment', async () => {
  const { card } = await noticeCard(
    {
      type: 'comment',
      title: 'New comment',
      detail: 'Tides: lovely piece',
      actorId: 'grace',
      actorName: 'Grace',
    },
    'Grace commented on “Tides”',
  )
  expect(within(card).getByText('lovely piece')).toBeInTheDocument()
  expect(card.textContent?.match(/Tides/g)).toHaveLength(1)
})

test.each([
  ['reply', 'Sam replied to you', 'I disagree', 'Sam replied to you on “Tides”'],
  ['mention', 'Sam mentioned you', 'ask @rita', 'Sam mentioned you on “Tides”'],
] as const)(
  'a %s notification says who answered or named you on which post, and what they said',
  async (type, title, said, name) => {
    const { card } = await noticeCard(
      { type, title, detail: `Tides: ${said}`, actorId: 'sam', actorName: 'Sam' },
      name,
    )
    expect(within(card).getByText(said)).toBeInTheDocument()
  },
)

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
  const post = storePost({ postTitle: 'A busy thread' })
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
  const { card } = await noticeCard(
    {
      type: 'follow',
      title: 'Bo Far (@bo@far.example) followed you',
      detail: '',
      postId: undefined,
      postTitle: '',
      actorId: 'https://far.example/users/bo',
    },
    'Bo Far (@bo@far.example) followed you',
  )
  expect(within(card).getByRole('link', { name: 'Open profile' })).toHaveAttribute(
    'href',
    'https://far.example/users/bo',
  )
})
