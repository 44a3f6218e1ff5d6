import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { makeComment, makeReport, store, storePost } from '../../../mocks/store'
import { openPostWithTroll } from '../../../tests/setup/post-page'
import { renderApp, renderSignedIn } from '../../../tests/setup/render'
import { TEST_USER, resetSession, signInAs } from '../../../tests/setup/signed-in'

afterEach(resetSession)

// Issue 26 items 4–5 in the browser, against the msw handlers.
test('a reader reports a comment with a reason: Reported at once, the moderators have it', async () => {
  const { user, list } = await openPostWithTroll()
  await user.click(await within(list).findByRole('button', { name: 'Report the comment by Troll' }))
  const dialog = await screen.findByRole('dialog', { name: 'Report the comment by Troll' })
  await user.click(within(dialog).getByRole('button', { name: 'Send report' }))
  expect(within(dialog).getByText('Say why you report this')).toBeInTheDocument()
  await user.type(within(dialog).getByRole('textbox'), 'Insults')
  await user.click(within(dialog).getByRole('button', { name: 'Send report' }))
  expect(
    await within(list).findByRole('button', { name: 'Reported the comment by Troll' }),
  ).toBeDisabled()
  expect(await screen.findByText('Reported: a moderator will look at it')).toBeInTheDocument()
  await waitFor(() => expect(store.reports).toHaveLength(1))
  expect(store.reports[0]).toMatchObject({ reason: 'Insults', targetType: 'comment' })
})

test('a second report of the same comment is refused with a clear message and stays Reported', async () => {
  const { user, list } = await openPostWithTroll()
  const comment = store.comments[0]
  store.reports.push(
    makeReport({
      targetId: comment?._id ?? '',
      reason: 'Before',
      reporterId: TEST_USER.uid,
      reporterName: 'Me',
      reporterEmail: TEST_USER.email,
    }),
  )
  await user.click(await within(list).findByRole('button', { name: 'Report the comment by Troll' }))
  const dialog = await screen.findByRole('dialog')
  await user.type(within(dialog).getByRole('textbox'), 'Again')
  await user.click(within(dialog).getByRole('button', { name: 'Send report' }))
  expect(
    await screen.findByText('You have already reported this; a moderator will look at it'),
  ).toBeInTheDocument()
  expect(within(list).getByRole('button', { name: 'Reported the comment by Troll' })).toBeDisabled()
})

test('the post’s author hides a comment on their post (marked for them) and closes the comments', async () => {
  const { user, list, post } = await openPostWithTroll({ authorId: TEST_USER.uid })
  await user.click(await within(list).findByRole('button', { name: 'Hide the comment by Troll' }))
  expect(await within(list).findByText('Hidden by the post’s author')).toBeInTheDocument()
  await waitFor(() => expect(store.comments[0]?.hidden).toBe('author'))
  await user.click(screen.getByRole('switch', { name: 'Comments on' }))
  expect(await screen.findByText('Comments are closed')).toBeInTheDocument()
  expect(screen.queryByRole('textbox', { name: 'Comment' })).toBeNull()
  await waitFor(() =>
    expect(store.posts.find((p) => p._id === post._id)?.commentsEnabled).toBe(false),
  )
})

test('comments closed: the form gives way to "Comments are closed"', async () => {
  await openPostWithTroll({ commentsEnabled: false })
  expect(screen.getByText('Comments are closed')).toBeInTheDocument()
  expect(screen.queryByRole('textbox', { name: 'Comment' })).toBeNull()
})

test('the moderation screen refuses someone who is not a moderator, plainly', async () => {
  renderSignedIn('/moderation')
  expect(await screen.findByText('Only moderators may see this page')).toBeInTheDocument()
})

/** /moderation, signed in as a moderator, once its open reports (set up before) are listed. */
async function moderationScreen() {
  signInAs()
  store.moderators.add(TEST_USER.email.toLowerCase())
  const utils = renderApp('/moderation')
  const reports = await screen.findByRole('list', { name: 'Open reports' })
  return { ...utils, reports }
}

test('a moderator hides a reported comment from /moderation: the report goes, the reporter is told', async () => {
  const post = storePost({ postTitle: 'Tides', authorId: 'someone-else' })
  const comment = makeComment({
    postId: post._id,
    userId: 'uid-troll',
    userName: 'Troll',
    comment: 'Rude',
  })
  store.comments.push(comment)
  store.reports.push(makeReport({ targetId: comment._id }, { postId: post._id }))
  const { user, reports } = await moderationScreen()
  expect(within(reports).getByText('Insults')).toBeInTheDocument()
  await user.click(within(reports).getByRole('button', { name: 'Hide the comment by Troll' }))
  // Asked first: nothing happens until the moderator confirms.
  const confirm = await screen.findByRole('dialog', { name: 'Please confirm' })
  expect(comment.hidden).toBeUndefined()
  await user.click(within(confirm).getByRole('button', { name: 'Hide comment' }))
  expect(await screen.findByText('No open reports. All quiet.')).toBeInTheDocument()
  expect(comment.hidden).toBe('moderator')
  expect(store.notifications[0]).toMatchObject({
    type: 'report',
    detail: 'Tides: the comment you reported is hidden',
  })
})

function reportOf(authorId: string, authorName: string, id = 'r2') {
  const post = storePost({ postTitle: 'Harbour', authorId })
  store.reports.push(
    makeReport(
      { _id: id, targetType: 'post', targetId: post._id, reason: 'Spam' },
      { postId: post._id, postTitle: 'Harbour', text: 'Buy now', authorId, authorName },
    ),
  )
}

test('Suspend asks why; the suspended are listed with it, and Lift takes them off', async () => {
  reportOf('uid-spammer', 'Spammer')
  const { user, reports } = await moderationScreen()
  expect(await screen.findByText('Nobody is suspended.')).toBeInTheDocument()

  await user.click(within(reports).getByRole('button', { name: 'Suspend Spammer' }))
  const dialog = await screen.findByRole('dialog', { name: 'Suspend Spammer?' })
  await user.click(within(dialog).getByRole('button', { name: 'Suspend' }))
  expect(within(dialog).getByText('Say why, for the other moderators')).toBeInTheDocument()
  expect(store.suspended.size).toBe(0)
  await user.type(within(dialog).getByLabelText('Why?'), 'Links to a shop in every post')
  await user.click(within(dialog).getByRole('button', { name: 'Suspend' }))

  const suspended = await screen.findByRole('region', { name: 'Suspended accounts' })
  expect(await within(suspended).findByText('Links to a shop in every post')).toBeInTheDocument()
  expect(store.suspended.get('uid-spammer')?.reason).toBe('Links to a shop in every post')
  await user.click(within(suspended).getByRole('button', { name: 'Lift Spammer’s suspension' }))
  expect(await within(suspended).findByText('Nobody is suspended.')).toBeInTheDocument()
  expect(store.suspended.has('uid-spammer')).toBe(false)
})

test('Dismiss asks first; Cancel leaves the report open', async () => {
  reportOf('uid-someone', 'Someone')
  const { user, reports } = await moderationScreen()

  await user.click(within(reports).getByRole('button', { name: 'Dismiss the report by Rita' }))
  const dialog = await screen.findByRole('dialog', { name: 'Please confirm' })
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  expect(store.reports[0]?.state).toBe('open')

  await user.click(within(reports).getByRole('button', { name: 'Dismiss the report by Rita' }))
  await user.click(
    within(await screen.findByRole('dialog', { name: 'Please confirm' })).getByRole('button', {
      name: 'Dismiss report',
    }),
  )
  expect(await screen.findByText('No open reports. All quiet.')).toBeInTheDocument()
})

test('a post and its comment each have a Report named for what it reports; the dialog’s × is named', async () => {
  const { user, list } = await openPostWithTroll()
  const reportPost = await screen.findByRole('button', { name: 'Report the post “Tides”' })
  expect(within(list).getByRole('button', { name: 'Report the comment by Troll' })).not.toBe(
    reportPost,
  )
  await user.click(reportPost)
  const dialog = await screen.findByRole('dialog', { name: 'Report the post “Tides”' })
  await user.click(within(dialog).getByRole('button', { name: 'Close' }))
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
})
