// Issue 27 item 1 in the browser: Schedule… beside Publish takes a time in the author's own
// time zone, refuses one in the past, and sends the post scheduled; Manage posts shows when it
// goes out, and publishes it now or cancels it, at once, from there; the editor reschedules.
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import dayjs from 'dayjs'
import { expect, test, vi } from 'vitest'
import { publishAtInPast } from '../../../contract/posts'
import { makePost, store, storePost } from '../../../mocks/store'
import { renderApp, renderSignedIn } from '../../../tests/setup/render'
import { signInAs } from '../../../tests/setup/signed-in'
import { formatDate } from '../../lib/dates'
import { setUpEditorTests, writeNewPost } from '../../../tests/setup/editor'

vi.mock('../../lib/images/fit-image', () => ({ fitImage: vi.fn(async (file: File) => file) }))

setUpEditorTests()

const LOCAL = 'YYYY-MM-DDTHH:mm'

/** Opens Schedule… and sets its date-time field (a browser's picker types the same value). */
async function chooseTime(user: ReturnType<typeof renderApp>['user'], local: string) {
  await user.click(screen.getByRole('button', { name: /^(Schedule|Reschedule)…$/ }))
  const dialog = await screen.findByRole('dialog', { name: 'Schedule this post' })
  const field = within(dialog).getByLabelText('Publish on')
  expect(field).toHaveAttribute('type', 'datetime-local')
  fireEvent.change(field, { target: { value: local } })
  await user.click(within(dialog).getByRole('button', { name: 'Schedule' }))
}

test(
  'a new post scheduled for tomorrow is sent with its time and shown in Manage posts',
  { timeout: 15_000 },
  async () => {
    signInAs()
    const { user, router } = renderApp('/new-post?from=%2F')
    await writeNewPost(user, 'Out tomorrow', 'Written today.')
    const tomorrow = dayjs().add(1, 'day').hour(9).minute(0).second(0).millisecond(0)
    await chooseTime(user, tomorrow.format(LOCAL))

    const when = formatDate(tomorrow.toISOString())
    expect(await screen.findByText(`Post scheduled for ${when}`)).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.pathname).toBe('/managePosts'))
    // One post, scheduled: not also published by the form around the dialog.
    expect(store.posts).toHaveLength(1)
    expect(store.posts[0]).toMatchObject({ status: 'scheduled', publishAt: tomorrow.toISOString() })
    const card = await screen.findByRole('article', { name: 'Out tomorrow' })
    expect(within(card).getByText('Scheduled')).toBeInTheDocument()
    expect(within(card).getByText(`Publishes ${when}`)).toBeInTheDocument()
  },
)

test('a time in the past is refused beside the field, and nothing is sent', async () => {
  const { user } = renderSignedIn('/new-post')
  await user.type(await screen.findByRole('textbox', { name: 'Title' }), 'Too late')
  await chooseTime(user, dayjs().subtract(1, 'hour').format(LOCAL))
  expect(await screen.findByText(publishAtInPast)).toBeInTheDocument()
  expect(store.posts).toEqual([])
})

test('in Manage posts a scheduled post is published now, or its schedule cancelled, at once', async () => {
  const me = signInAs()
  const publishAt = dayjs().add(2, 'day').toISOString()
  store.posts.push(
    makePost({
      postTitle: 'Now please',
      author: me.email,
      authorId: me.uid,
      status: 'scheduled',
      publishAt,
    }),
    makePost({
      postTitle: 'Not after all',
      author: me.email,
      authorId: me.uid,
      status: 'scheduled',
      publishAt,
    }),
  )
  const { user } = renderApp('/managePosts')
  const now = await screen.findByRole('article', { name: 'Now please' })
  await user.click(within(now).getByRole('button', { name: 'Publish now' }))
  await waitFor(() => expect(within(now).queryByText('Scheduled')).not.toBeInTheDocument())
  expect(await screen.findByText('Posted successfully')).toBeInTheDocument()
  await waitFor(() => expect(store.posts[0]?.status).toBe('published'))

  const later = screen.getByRole('article', { name: 'Not after all' })
  await user.click(within(later).getByRole('button', { name: 'Cancel schedule' }))
  expect(await within(later).findByText('Draft')).toBeInTheDocument()
  expect(await screen.findByText('Schedule cancelled: it is a draft again')).toBeInTheDocument()
  await waitFor(() => expect(store.posts[1]?.status).toBe('draft'))
  expect(store.posts[1]?.publishAt).toBeUndefined()
})

test('the editor of a scheduled post says when, and Reschedule… moves it', async () => {
  const me = signInAs()
  const publishAt = dayjs().add(2, 'day').startOf('hour').toISOString()
  const post = storePost({
    postTitle: 'Moving',
    author: me.email,
    authorId: me.uid,
    status: 'scheduled',
    publishAt,
  })
  const { user } = renderApp(`/post-edit/${post._id}`)
  expect(await screen.findByText(`Scheduled for ${formatDate(publishAt)}`)).toBeInTheDocument()
  const later = dayjs(publishAt).add(1, 'day')
  await chooseTime(user, later.format(LOCAL))
  await waitFor(() => expect(store.posts[0]?.publishAt).toBe(later.toISOString()))
  expect(store.posts[0]?.status).toBe('scheduled')
  expect(
    await screen.findByText(`Post scheduled for ${formatDate(later.toISOString())}`),
  ).toBeInTheDocument()
})
