// The review queue on the client (ADR 0074, addendum): a contributor submits a draft from the
// editor and reads where it is; an editor's queue publishes it or sends it back with a note; a
// refusal puts every screen back as it was.
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import dayjs from 'dayjs'
import { http } from 'msw'
import { afterEach, expect, test } from 'vitest'
import { reviewMessages } from '../../../contract/reviews'
import type { Role } from '../../../contract/site-facts'
import { API, errorResponse } from '../../../mocks/handlers/shared'
import { server } from '../../../mocks/node'
import { makeNotification, store, storePost } from '../../../mocks/store'
import { renderSignedIn } from '../../../tests/setup/render'
import { TEST_USER, resetSession } from '../../../tests/setup/signed-in'
import { formatDate } from '../../lib/dates'

afterEach(resetSession)

const asRole = (role: Role) =>
  store.staff.set(TEST_USER.email.toLowerCase(), {
    uid: TEST_USER.uid,
    role,
    since: new Date().toISOString(),
  })

const myDraft = (overrides = {}) =>
  storePost({
    postTitle: 'Tide pools',
    postBody: 'Anemones at low tide.',
    status: 'draft',
    authorId: TEST_USER.uid,
    author: TEST_USER.email,
    ...overrides,
  })

const carlsDraft = (postTitle: string, submittedAt: string) =>
  storePost({
    postTitle,
    postBody: 'Words.',
    status: 'draft',
    authorId: 'carl',
    author: 'carl@example.com',
    authorDisplayName: 'Carl Contributor',
    review: { state: 'submitted', submittedAt },
  })

test('a contributor submits their draft for review instead of publishing it, and sees it wait', async () => {
  asRole('contributor')
  const draft = myDraft()
  const { user } = renderSignedIn(`/post-edit/${draft._id}`)
  const submit = await screen.findByRole('button', { name: 'Submit for review' })
  expect(screen.queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument()
  await user.click(submit)
  await waitFor(() => expect(draft.review?.state).toBe('submitted'))
  expect(await screen.findByText('Submitted for review: the editors are told')).toBeVisible()
  // The editors hear of it.
  expect(store.notifications.map((n) => n.type)).toContain('submitted')
})

test('an edit made before submitting is saved first', async () => {
  asRole('contributor')
  const draft = myDraft()
  const { user } = renderSignedIn(`/post-edit/${draft._id}`)
  const title = await screen.findByRole('textbox', { name: /title/i })
  await user.clear(title)
  await user.type(title, 'Tide pools at dawn')
  await user.click(screen.getByRole('button', { name: 'Submit for review' }))
  await waitFor(() => expect(draft.review?.state).toBe('submitted'))
  expect(draft.postTitle).toBe('Tide pools at dawn')
})

test('a waiting draft says since when and offers no second submit; a sent-back one shows the note', async () => {
  asRole('contributor')
  const waiting = myDraft({
    review: { state: 'submitted', submittedAt: '2026-11-28T10:00:00.000Z' },
  })
  const { unmount } = renderSignedIn(`/post-edit/${waiting._id}`)
  expect(await screen.findByText(/Waiting for review since/)).toBeVisible()
  expect(screen.queryByRole('button', { name: 'Submit for review' })).not.toBeInTheDocument()
  unmount()

  const returned = myDraft({
    postTitle: 'Rock pools',
    review: {
      state: 'returned',
      submittedAt: '2026-11-28T10:00:00.000Z',
      returnedAt: '2026-11-28T12:00:00.000Z',
      note: 'Add a photo of the anemones.',
    },
  })
  renderSignedIn(`/post-edit/${returned._id}`)
  expect(await screen.findByText('Sent back by an editor')).toBeVisible()
  expect(screen.getByText('Add a photo of the anemones.')).toBeVisible()
  expect(await screen.findByRole('button', { name: 'Submit for review' })).toBeVisible()
})

test('a refused submit puts the draft back as it was, and says why', async () => {
  asRole('contributor')
  const draft = myDraft()
  server.use(
    http.post(`${API}/post/:postId/review`, () =>
      errorResponse(409, 'conflict', reviewMessages.onlyDrafts),
    ),
  )
  const { user } = renderSignedIn(`/post-edit/${draft._id}`)
  await user.click(await screen.findByRole('button', { name: 'Submit for review' }))
  expect(await screen.findByText(reviewMessages.onlyDrafts)).toBeVisible()
  expect(screen.queryByText(/Waiting for review since/)).not.toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Submit for review' })).toBeVisible()
  expect(draft.review).toBeUndefined()
})

test('a contributor withdraws a waiting draft: a plain draft again, the editors’ notice of it gone', async () => {
  asRole('contributor')
  const submittedAt = '2026-11-28T10:00:00.000Z'
  const draft = myDraft({ review: { state: 'submitted', submittedAt } })
  store.notifications.push(
    makeNotification({
      type: 'submitted',
      title: 'Ada submitted a draft for review',
      detail: draft.postTitle,
      postId: draft._id,
      postTitle: draft.postTitle,
      date: submittedAt,
    }),
  )
  const { user } = renderSignedIn(`/post-edit/${draft._id}`)
  const title = await screen.findByRole('textbox', { name: /title/i })
  await user.type(title, ' at dawn')
  await user.click(screen.getByRole('button', { name: 'Withdraw from review' }))
  // At once, before the server answers: no notice, and it can be submitted again.
  expect(screen.queryByText(/Waiting for review since/)).not.toBeInTheDocument()
  expect(await screen.findByRole('button', { name: 'Submit for review' })).toBeVisible()
  expect(await screen.findByText('Withdrawn from review: it is a draft again')).toBeVisible()
  expect(draft.review).toBeUndefined()
  expect(store.notifications.some((n) => n.postId === draft._id)).toBe(false)
  // The author stays on the form, the change not yet saved still there.
  expect(screen.getByRole('textbox', { name: /title/i })).toHaveValue('Tide pools at dawn')
  expect(draft.postTitle).toBe('Tide pools')
})

test('a refused withdraw puts the draft back in review, and says why', async () => {
  asRole('contributor')
  const draft = myDraft({
    review: { state: 'submitted', submittedAt: '2026-11-28T10:00:00.000Z' },
  })
  server.use(
    http.delete(`${API}/post/:postId/review`, () =>
      errorResponse(409, 'conflict', reviewMessages.notWaiting),
    ),
  )
  const { user } = renderSignedIn(`/post-edit/${draft._id}`)
  await user.click(await screen.findByRole('button', { name: 'Withdraw from review' }))
  expect(await screen.findByText(reviewMessages.notWaiting)).toBeVisible()
  expect(await screen.findByText(/Waiting for review since/)).toBeVisible()
  expect(screen.getByRole('button', { name: 'Withdraw from review' })).toBeVisible()
  expect(draft.review?.state).toBe('submitted')
})

test('an editor’s queue lists the drafts waiting, oldest first, and publishes one', async () => {
  asRole('editor')
  carlsDraft('Second in', '2026-11-28T11:00:00.000Z')
  const first = carlsDraft('First in', '2026-11-28T10:00:00.000Z')
  const { user } = renderSignedIn('/reviews')
  const list = await screen.findByRole('list', { name: 'Drafts waiting for review' })
  const titles = within(list)
    .getAllByRole('heading')
    .map((heading) => heading.textContent)
  expect(titles).toEqual(['First in', 'Second in'])
  expect(within(list).getAllByText(/Carl Contributor · submitted/)).toHaveLength(2)

  await user.click(screen.getByRole('radio', { name: 'Newest first' }))
  await waitFor(() =>
    expect(
      within(screen.getByRole('list', { name: 'Drafts waiting for review' }))
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Second in', 'First in']),
  )

  const card = screen.getByRole('listitem', { name: 'First in' })
  await user.click(within(card).getByRole('button', { name: 'Publish' }))
  await waitFor(() =>
    expect(screen.queryByRole('listitem', { name: 'First in' })).not.toBeInTheDocument(),
  )
  await waitFor(() => expect(first.status).toBe('published'))
  expect(first.review).toBeUndefined()
  expect(await screen.findByText('Published “First in”')).toBeVisible()
})

test('Send back asks for a note, refuses none, and the draft leaves the queue with it', async () => {
  asRole('editor')
  const draft = carlsDraft('Needs work', '2026-11-28T10:00:00.000Z')
  const { user } = renderSignedIn('/reviews')
  const card = await screen.findByRole('listitem', { name: 'Needs work' })
  await user.click(within(card).getByRole('button', { name: 'Send back' }))
  const dialog = await screen.findByRole('dialog', { name: 'Send back to the author' })
  await user.click(within(dialog).getByRole('button', { name: 'Send back' }))
  expect(await within(dialog).findByText(reviewMessages.noteRequired)).toBeVisible()
  await user.type(within(dialog).getByLabelText(/Note to the author/), 'Add a photo, please.')
  await user.click(within(dialog).getByRole('button', { name: 'Send back' }))
  await waitFor(() =>
    expect(screen.queryByRole('listitem', { name: 'Needs work' })).not.toBeInTheDocument(),
  )
  await waitFor(() => expect(draft.review).toMatchObject({ state: 'returned' }))
  expect(draft.review?.note).toBe('Add a photo, please.')
  expect(await screen.findByText('No drafts wait for review.')).toBeVisible()
})

test('a failed send-back puts the draft back on the queue', async () => {
  asRole('editor')
  carlsDraft('Stays', '2026-11-28T10:00:00.000Z')
  server.use(
    http.post(`${API}/post/:postId/review/return`, () =>
      errorResponse(409, 'conflict', reviewMessages.notWaiting),
    ),
  )
  const { user } = renderSignedIn('/reviews')
  const card = await screen.findByRole('listitem', { name: 'Stays' })
  await user.click(within(card).getByRole('button', { name: 'Send back' }))
  const dialog = await screen.findByRole('dialog', { name: 'Send back to the author' })
  await user.type(within(dialog).getByLabelText(/Note to the author/), 'Hm.')
  await user.click(within(dialog).getByRole('button', { name: 'Send back' }))
  expect(await screen.findByText(reviewMessages.notWaiting)).toBeVisible()
  expect(await screen.findByRole('listitem', { name: 'Stays' })).toBeVisible()
})

test('someone who is not an editor is told the queue is not theirs', async () => {
  asRole('contributor')
  renderSignedIn('/reviews')
  expect(await screen.findByText('Only editors review drafts')).toBeVisible()
})

test('an editor’s notice of a submitted draft leads to the queue; a contributor’s sent-back notice to the editor', async () => {
  store.notifications.push(
    makeNotification({
      type: 'submitted',
      title: 'Carl Contributor submitted a draft for review',
      detail: 'Tide pools',
      postId: 'p1',
      postTitle: 'Tide pools',
      actorId: 'carl',
      actorName: 'Carl Contributor',
    }),
    makeNotification({
      type: 'returned',
      title: 'Edna Editor sent your draft back',
      detail: 'Add a photo.',
      postId: 'p2',
      postTitle: 'Rock pools',
      actorId: 'edna',
      actorName: 'Edna Editor',
    }),
  )
  renderSignedIn('/notifications')
  expect(
    await screen.findByRole('heading', {
      name: 'Carl Contributor submitted “Tide pools” for review',
    }),
  ).toBeVisible()
  expect(screen.getByRole('link', { name: 'Open review queue' })).toHaveAttribute(
    'href',
    '/reviews',
  )
  expect(
    screen.getByRole('heading', { name: 'Edna Editor sent “Rock pools” back to you' }),
  ).toBeVisible()
  expect(screen.getByText('Add a photo.')).toBeVisible()
  expect(screen.getByRole('link', { name: 'Edit draft' })).toHaveAttribute('href', '/post-edit/p2')
})

test('an editor who schedules a waiting draft ends its review; its author is told, and when', async () => {
  asRole('editor')
  const draft = carlsDraft('Low tide at nine', '2026-11-28T10:00:00.000Z')
  const { user } = renderSignedIn(`/post-edit/${draft._id}`)
  await user.click(await screen.findByRole('button', { name: 'Schedule…' }))
  const dialog = await screen.findByRole('dialog', { name: 'Schedule this post' })
  const at = dayjs().add(1, 'day').hour(9).minute(0).second(0).millisecond(0)
  fireEvent.change(within(dialog).getByLabelText('Publish on'), {
    target: { value: at.format('YYYY-MM-DDTHH:mm') },
  })
  await user.click(within(dialog).getByRole('button', { name: 'Schedule' }))
  await waitFor(() => expect(draft.status).toBe('scheduled'))
  expect(draft.review).toBeUndefined()
  expect(store.notifications.find((n) => n.postId === draft._id)).toMatchObject({
    type: 'scheduled',
    detail: at.toISOString(),
  })
})

test('a draft scheduled by an editor reads, in the notifications, who scheduled it and when it goes out', async () => {
  asRole('contributor')
  const publishAt = '2026-12-01T09:00:00.000Z'
  const draft = myDraft({ status: 'scheduled', publishAt })
  store.notifications.push(
    makeNotification({
      type: 'scheduled',
      title: 'Mo scheduled your draft',
      detail: publishAt,
      postId: draft._id,
      postTitle: draft.postTitle,
      actorId: 'mo',
      actorName: 'Mo',
      date: '2026-11-29T10:00:00.000Z',
    }),
  )
  renderSignedIn('/notifications')
  const notice = await screen.findByRole('listitem', {
    name: 'Mo scheduled your draft “Tide pools”',
  })
  const when = within(notice).getByText(formatDate(publishAt))
  expect(when).toHaveAttribute('dateTime', publishAt)
  expect(when.parentElement).toHaveTextContent(`Publishes ${formatDate(publishAt)}`)
  expect(within(notice).getByRole('link', { name: 'Open post' })).toBeVisible()
})
