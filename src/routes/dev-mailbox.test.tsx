import { screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { identity } from '../../mocks/identity-store'
import { renderWithAuth } from '../../tests/setup/auth'

test('in emulator mode the dev mailbox lists the emails the emulator "sent", newest first', async () => {
  identity.outbox.push(
    { requestType: 'VERIFY_EMAIL', email: 'ada@example.com' },
    { requestType: 'PASSWORD_RESET', email: 'grace@example.com' },
  )
  renderWithAuth('/dev-mailbox')

  expect(await screen.findByRole('heading', { level: 1, name: 'Dev mailbox' })).toBeInTheDocument()
  const links = screen.getAllByRole('link', { name: /link for/ })
  expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
    'Reset password link for grace@example.com',
    'Verify email link for ada@example.com',
  ])
  expect(links[1]).toHaveAttribute('href', expect.stringContaining('oobCode=code0'))
})

test('an empty mailbox says so', async () => {
  renderWithAuth('/dev-mailbox')

  expect(await screen.findByText('No emails yet.')).toBeInTheDocument()
})
