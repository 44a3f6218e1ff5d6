import { screen, within } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { makeNotification, store } from '../../mocks/store'
import { renderApp } from '../../tests/setup/render'
import { resetSession, signInAs } from '../../tests/setup/signed-in'

afterEach(() => resetSession())

test('a moderator’s review notice says which post waits, why, and opens the reports', async () => {
  signInAs()
  store.notifications.push(
    makeNotification({
      type: 'review',
      title: 'A report waits for review',
      detail: 'Tides: Spam in the comments',
      postId: 'post-9',
      postTitle: 'Tides',
      commentId: 'comment-3',
    }),
  )
  renderApp('/notifications')

  const card = await screen.findByRole('listitem', { name: 'A report on “Tides” waits for review' })
  expect(within(card).getByText('Spam in the comments')).toBeInTheDocument()
  expect(within(card).getByRole('link', { name: 'Open reports' })).toHaveAttribute(
    'href',
    '/moderation',
  )
  expect(await screen.findByRole('link', { name: 'Notifications (1)' })).toBeInTheDocument()
})
