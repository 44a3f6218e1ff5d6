import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { blockMessages } from '../../../contract/blocks'
import { store } from '../../../mocks/store'
import { openPostWithTroll } from '../../../tests/setup/post-page'
import { TEST_USER, resetSession } from '../../../tests/setup/signed-in'

afterEach(resetSession)

test('blocking a commenter hides their comments at once; unblocking shows them again', async () => {
  const { user, list } = await openPostWithTroll()
  await user.click(await within(list).findByRole('button', { name: 'Block Troll' }))
  await user.click(await screen.findByRole('button', { name: 'Block' }))
  expect(await within(list).findByText('Hidden: you blocked this person')).toBeInTheDocument()
  expect(within(list).queryByText('Rude')).toBeNull()
  expect(store.blocks.get(TEST_USER.uid)?.has('uid-troll')).toBe(true)
  // The list read again from the server still hides them.
  await waitFor(() =>
    expect(within(list).queryByRole('button', { name: 'Reply to Troll' })).toBeNull(),
  )
  await user.click(within(list).getByRole('button', { name: 'Unblock' }))
  expect(await within(list).findByText('Rude')).toBeInTheDocument()
  expect(store.blocks.get(TEST_USER.uid)?.has('uid-troll')).toBe(false)
})

test('a blocked person is told why their comment was refused, keeps their text, and stays signed in', async () => {
  const { user, post } = await openPostWithTroll({ authorId: 'blocker' })
  store.blocks.set('blocker', new Map([[TEST_USER.uid, new Date().toISOString()]]))
  const box = screen.getByRole('textbox', { name: 'Comment' })
  await user.type(box, 'Let me in')
  await user.click(screen.getByRole('button', { name: 'Add comment' }))
  expect(await screen.findByText(blockMessages.comment)).toBeInTheDocument()
  expect(box).toHaveValue('Let me in')
  expect(store.comments.filter((c) => c.postId === post._id)).toHaveLength(1)
  expect(screen.getByRole('button', { name: 'Add comment' })).toBeInTheDocument()
})
