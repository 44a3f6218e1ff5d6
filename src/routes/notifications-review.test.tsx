import { screen, within } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { noticeCard } from '../../tests/setup/notices'
import { resetSession } from '../../tests/setup/signed-in'

afterEach(() => resetSession())

test('a moderator’s review notice says which post waits, why, and opens the reports', async () => {
  const { card } = await noticeCard(
    {
      type: 'review',
      title: 'A report waits for review',
      detail: 'Tides: Spam in the comments',
      commentId: 'comment-3',
    },
    'A report on “Tides” waits for review',
  )
  expect(within(card).getByText('Spam in the comments')).toBeInTheDocument()
  expect(within(card).getByRole('link', { name: 'Open reports' })).toHaveAttribute(
    'href',
    '/moderation',
  )
  expect(await screen.findByRole('link', { name: 'Notifications (1)' })).toBeInTheDocument()
})
