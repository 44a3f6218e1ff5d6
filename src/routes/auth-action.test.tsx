// Issue 22, item 5: an email's link opens Quill's own page, which says what happened.
import { screen } from '@testing-library/react'
import { expect, test, vi } from 'vitest'
import { addIdentityUser, identity } from '../../mocks/identity-store'
import { renderWithAuth } from '../../tests/setup/auth'

// Whole journeys through the app on msw: more than 5 s when the machine is busy.
vi.setConfig({ testTimeout: 15_000 })

test('the dev mailbox opens verification and reset links on Quill’s own page', async () => {
  identity.outbox.push(
    { requestType: 'VERIFY_EMAIL', email: 'ada@example.com' },
    { requestType: 'PASSWORD_RESET', email: 'grace@example.com' },
  )
  renderWithAuth('/dev-mailbox')

  expect(
    await screen.findByRole('link', { name: 'Verify email link for ada@example.com' }),
  ).toHaveAttribute('href', '/auth-action?mode=verifyEmail&oobCode=code0')
  expect(
    screen.getByRole('link', { name: 'Reset password link for grace@example.com' }),
  ).toHaveAttribute('href', '/auth-action?mode=resetPassword&oobCode=code1')
})

test('a verification link verifies the address and says so', async () => {
  const account = addIdentityUser({ email: 'ada@example.com', emailVerified: false })
  identity.outbox.push({ requestType: 'VERIFY_EMAIL', email: account.email })
  renderWithAuth('/auth-action?mode=verifyEmail&oobCode=code0')

  expect(await screen.findByRole('heading', { level: 1, name: 'Email verified' })).toBeVisible()
  expect(account.emailVerified).toBe(true)
  expect(screen.getByRole('link', { name: 'Go to Quill' })).toHaveAttribute('href', '/')
})

test('a used or unknown link says so, with the way on', async () => {
  renderWithAuth('/auth-action?mode=verifyEmail&oobCode=code9')
  expect(await screen.findByRole('heading', { level: 1, name: 'Email not verified' })).toBeVisible()
  expect(screen.getByRole('alert')).toHaveTextContent('This link was used already or has expired.')
})

test('a reset link asks for a new password under the rule, and changes it', async () => {
  const account = addIdentityUser({ email: 'grace@example.com', password: 'old-password' })
  identity.outbox.push({ requestType: 'PASSWORD_RESET', email: account.email })
  const { user } = renderWithAuth('/auth-action?mode=resetPassword&oobCode=code0')

  expect(
    await screen.findByRole('heading', { level: 1, name: 'Choose a new password' }),
  ).toBeVisible()
  expect(screen.getByText('For grace@example.com')).toBeInTheDocument()
  const password = screen.getByLabelText('New password')
  expect(password).toHaveAccessibleDescription('At least 6 characters')
  await user.type(password, '123')
  await user.click(screen.getByRole('button', { name: 'Change password' }))
  expect(
    await screen.findByText('Your password is so weak: at least 6 characters'),
  ).toBeInTheDocument()
  expect(account.password).toBe('old-password')

  await user.clear(password)
  await user.type(password, 'a-new-password')
  await user.click(screen.getByRole('button', { name: 'Change password' }))
  expect(await screen.findByRole('heading', { level: 1, name: 'Password changed' })).toBeVisible()
  expect(account.password).toBe('a-new-password')
})

test('a link without its code is not one Quill sent', async () => {
  renderWithAuth('/auth-action?mode=verifyEmail')
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Link not recognised' }),
  ).toBeVisible()
})
