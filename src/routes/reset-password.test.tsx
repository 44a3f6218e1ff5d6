import { screen, within } from '@testing-library/react'
import { http } from 'msw'
import { expect, test } from 'vitest'
import { accountsEndpoint, identityError } from '../../mocks/handlers/identity'
import { addIdentityUser, identity } from '../../mocks/identity-store'
import { server } from '../../mocks/node'
import { renderWithAuth } from '../../tests/setup/auth'

async function requestReset(email: string) {
  const utils = renderWithAuth('/reset-password')
  await utils.user.type(await screen.findByLabelText('Email'), email)
  await utils.user.click(screen.getByRole('button', { name: 'Send reset email' }))
  return utils
}

test('a known address: password reset email sent successfully', async () => {
  addIdentityUser({ email: 'ada@example.com' })
  await requestReset('ada@example.com')

  expect(await screen.findByText('password reset email sent successfully')).toBeInTheDocument()
  expect(identity.outbox).toEqual([{ requestType: 'PASSWORD_RESET', email: 'ada@example.com' }])
})

test('a malformed address: Invalid email address', async () => {
  await requestReset('not-an-email')

  expect(await screen.findByText('Invalid email address')).toBeInTheDocument()
})

test("the provider's own invalid-email answer: Invalid email address", async () => {
  server.use(http.post(accountsEndpoint('sendOobCode'), () => identityError('INVALID_EMAIL')))
  await requestReset('ada@example.com')

  expect(await screen.findByText('Invalid email address')).toBeInTheDocument()
})

test('an unknown address: User not found', async () => {
  await requestReset('nobody@example.com')

  expect(await screen.findByText('User not found')).toBeInTheDocument()
})

test('any other failure: something went wrong', async () => {
  server.use(
    http.post(accountsEndpoint('sendOobCode'), () => identityError('RESET_PASSWORD_EXCEED_LIMIT')),
  )
  await requestReset('ada@example.com')

  expect(await screen.findByText('something went wrong')).toBeInTheDocument()
})

test('the reset screen links to register and login', async () => {
  renderWithAuth('/reset-password')
  const main = within(await screen.findByRole('main'))

  expect(main.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register')
  expect(main.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login')
})
