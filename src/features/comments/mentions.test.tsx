import { screen, waitFor } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { addProfile, makeComment, store, storePost } from '../../../mocks/store'
import { renderApp } from '../../../tests/setup/render'
import { resetSession, signInAs } from '../../../tests/setup/signed-in'

afterEach(resetSession)

async function postWithRita() {
  signInAs()
  const post = storePost({ postTitle: 'Tides', authorId: 'someone-else' })
  addProfile('uid-rita', 'Rita', { handle: 'rita_r' })
  store.comments.push(
    makeComment({
      _id: 'c-rita',
      postId: post._id,
      userId: 'uid-rita',
      userName: 'Rita',
      comment: 'Ask @rita_r, or mail me at a@b.com',
    }),
  )
  const utils = renderApp(`/post/${post._id}`)
  await screen.findByRole('list', { name: 'Comments' })
  return { ...utils, post }
}

test('a mention in a comment links to the person’s page; an email address is mail, not a mention', async () => {
  await postWithRita()
  expect(screen.getByRole('link', { name: '@rita_r' })).toHaveAttribute('href', '/@rita_r')
  expect(screen.getByRole('link', { name: 'a@b.com' })).toHaveAttribute('href', 'mailto:a@b.com')
})

test('typing @ offers the people of the thread; picking one completes the handle', async () => {
  const { user } = await postWithRita()
  const box = screen.getByRole('textbox', { name: 'Comment' })
  await user.type(box, 'Thanks @')
  await user.click(await screen.findByRole('button', { name: 'Mention Rita (@rita_r)' }))
  expect(box).toHaveValue('Thanks @rita_r ')
  await user.type(box, '@zz')
  expect(screen.queryByRole('button', { name: /^Mention / })).toBeNull()
})

test('a comment naming someone tells them of a mention (msw as the server)', async () => {
  const { user } = await postWithRita()
  await user.type(screen.getByRole('textbox', { name: 'Comment' }), 'Agreed, @rita_r!')
  await user.click(screen.getByRole('button', { name: 'Add comment' }))
  await waitFor(() =>
    expect(store.notifications.filter((n) => n.type === 'mention')).toEqual([
      expect.objectContaining({ title: expect.stringMatching(/mentioned you$/) }),
    ]),
  )
})

test('typing @ offers the post’s author, and anyone with a handle once a letter is typed', async () => {
  signInAs()
  const post = storePost({ postTitle: 'Harbour', authorId: 'uid-hana' })
  addProfile('uid-hana', 'Hana Oda', { handle: 'hana' })
  addProfile('uid-otto', 'Otto Hale', { handle: 'otto_h' })
  addProfile('uid-nils', 'Nils Hart')
  const { user } = renderApp(`/post/${post._id}`)
  const box = await screen.findByRole('textbox', { name: 'Comment' })
  // No comment yet: the author is offered all the same.
  await user.type(box, 'Dear @')
  expect(await screen.findByRole('button', { name: 'Mention Hana Oda (@hana)' })).toBeVisible()
  // "h": Hana's handle, then Otto by his name's "Hale"; Nils has no handle to be named by.
  await user.type(box, 'h')
  expect(await screen.findByRole('button', { name: 'Mention Otto Hale (@otto_h)' })).toBeVisible()
  expect(screen.queryByRole('button', { name: /Nils/ })).toBeNull()
  await user.type(box, 'an')
  await waitFor(() =>
    expect(screen.queryByRole('button', { name: 'Mention Otto Hale (@otto_h)' })).toBeNull(),
  )
  await user.click(screen.getByRole('button', { name: 'Mention Hana Oda (@hana)' }))
  expect(box).toHaveValue('Dear @hana ')
})
