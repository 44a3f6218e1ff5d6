import { screen, waitFor, within } from '@testing-library/react'
import { HttpResponse } from 'msw'
import { afterEach, expect, test } from 'vitest'
import { API, errorResponse } from '../../../mocks/handlers/shared'
import { makeComment, makePost, store, storePost } from '../../../mocks/store'
import { renderApp } from '../../../tests/setup/render'
import { TEST_USER, resetSession, signInAs } from '../../../tests/setup/signed-in'
import { heldRoute } from '../../../tests/setup/held'

afterEach(resetSession)

/** Someone else's post with my comment and a stranger's on it, open on its page. */
async function postWithComments() {
  signInAs()
  const post = makePost({ postTitle: 'Tides', authorId: 'someone-else' })
  const mine = makeComment({
    postId: post._id,
    comment: 'Teh sea',
    userId: TEST_USER.uid,
    userEmail: TEST_USER.email,
    userName: 'Ada Author',
    time: '2026-01-03T10:00:00.000Z',
  })
  const theirs = makeComment({
    postId: post._id,
    comment: 'Not yours',
    userId: 'stranger',
    userName: 'Stan',
    time: '2026-01-02T10:00:00.000Z',
  })
  store.posts.push(post)
  store.comments.push(mine, theirs)
  const utils = renderApp(`/post/${post._id}`)
  const list = await screen.findByRole('list', { name: 'Comments' })
  const item = (text: string) =>
    within(list)
      .getAllByRole('listitem')
      .find((li) => li.textContent?.includes(text))
  return { ...utils, post, mine, theirs, list, item }
}

test('my comment is edited at once, marked edited; someone else’s has no Edit or Delete', async () => {
  const { user, item, mine } = await postWithComments()
  expect(screen.getByTestId('comment-count')).toHaveTextContent('2 comments')
  const theirs = item('Not yours')
  // Only Reply, Block and Report, which anyone signed in has on someone else's (issue 26).
  // The block and report buttons come in chunks of their own.
  await waitFor(() =>
    expect(
      theirs &&
        within(theirs)
          .getAllByRole('button')
          .map((b) => b.textContent),
    ).toEqual(['Reply', 'Block Stan', 'Report']),
  )
  const gate = heldRoute('put', `${API}/comment/:commentId`, () => {
    return HttpResponse.json({
      ...mine,
      comment: 'The sea',
      userPhotoURL: '',
      editedAt: new Date().toISOString(),
    })
  })
  const card = item('Teh sea')
  if (!card) throw new Error('my comment is not listed')
  await user.click(within(card).getByRole('button', { name: /^Edit your comment/ }))
  const field = within(card).getByRole('textbox', { name: 'Edit your comment' })
  expect(field).toHaveFocus()
  await user.clear(field)
  await user.click(within(card).getByRole('button', { name: 'Save' }))
  expect(within(card).getByText('Comment is required')).toBeInTheDocument()
  await user.type(field, 'The sea')
  await user.click(within(card).getByRole('button', { name: 'Save' }))
  // Before the server answers: the new text, 'edited'.
  expect(await within(card).findByText('The sea')).toBeInTheDocument()
  expect(card).toHaveTextContent('edited')
  gate.open()
  await waitFor(() => expect(card).toHaveTextContent('The sea'))
})

test('a failed edit keeps the new text in its box and puts the old text back', async () => {
  const { user, item } = await postWithComments()
  const gate = heldRoute('put', `${API}/comment/:commentId`, () =>
    errorResponse(500, 'internal', 'Something went wrong'),
  )
  const card = item('Teh sea')
  if (!card) throw new Error('my comment is not listed')
  await user.click(within(card).getByRole('button', { name: /^Edit your comment/ }))
  const field = within(card).getByRole('textbox', { name: 'Edit your comment' })
  await user.clear(field)
  await user.type(field, 'The sea')
  await user.click(within(card).getByRole('button', { name: 'Save' }))
  expect(await within(card).findByText('The sea')).toBeInTheDocument()
  gate.open()
  // Nothing lost: the refused text is back in its box, to try again or leave.
  const again = await within(card).findByRole('textbox', { name: 'Edit your comment' })
  expect(again).toHaveValue('The sea')
  await user.click(within(card).getByRole('button', { name: 'Cancel' }))
  expect(await within(card).findByText('Teh sea')).toBeInTheDocument()
  expect(card).not.toHaveTextContent('edited')
})

test('deleting my comment takes it away at once; a failure brings it back', async () => {
  const { user, item, list } = await postWithComments()
  const gate = heldRoute('delete', `${API}/comment/:commentId`, () =>
    errorResponse(500, 'internal', 'Something went wrong'),
  )
  const card = item('Teh sea')
  if (!card) throw new Error('my comment is not listed')
  await user.click(within(card).getByRole('button', { name: /^Delete the comment/ }))
  await user.click(await screen.findByRole('button', { name: 'Delete' }))
  await waitFor(() => expect(list).not.toHaveTextContent('Teh sea'))
  gate.open()
  await waitFor(() =>
    expect(screen.getByRole('list', { name: 'Comments' })).toHaveTextContent('Teh sea'),
  )
})

test('the post’s author may delete anyone’s comment, and the count follows', async () => {
  signInAs()
  const post = storePost({ postTitle: 'Mine', authorId: TEST_USER.uid })
  store.comments.push(
    makeComment({ postId: post._id, comment: 'Spam spam', userId: 'spammer', userName: 'Sam' }),
  )
  const { user } = renderApp(`/post/${post._id}`)
  const list = await screen.findByRole('list', { name: 'Comments' })
  expect(within(list).queryByRole('button', { name: /^Edit/ })).toBeNull()
  await user.click(within(list).getByRole('button', { name: /^Delete the comment/ }))
  // The dialog's Delete: the page has the post's own too (issue 22).
  await user.click(
    within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
  )
  expect(await screen.findByText('No comments yet.')).toBeInTheDocument()
  await waitFor(() => expect(screen.getByTestId('comment-count')).toHaveTextContent('0 comments'))
  expect(store.comments).toEqual([])
})
