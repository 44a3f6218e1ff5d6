import { screen } from '@testing-library/react'
import { expect, test, vi } from 'vitest'
import { addIdentityUser } from '../../mocks/identity-store'
import { renderWithAuth } from '../../tests/setup/auth'

test('a user with the right password is told so, gets a server token and goes home', async () => {
  addIdentityUser({ email: 'ada@example.com', password: 'correct-password', emailVerified: true })
  const { user, router } = renderWithAuth('/login')

  await user.type(await screen.findByLabelText('Email'), 'ada@example.com')
  await user.type(screen.getByLabelText('Password'), 'correct-password')
  await user.click(screen.getByRole('button', { name: 'Login' }))

  expect(await screen.findByText('logging in successfully')).toBeInTheDocument()
  await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'))
  expect(window.localStorage.getItem('accessToken')).toMatch(/^server-token-/)
})
