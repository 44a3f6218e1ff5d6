import { screen, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { expect, test, vi } from 'vitest'
import { accountsEndpoint, identityError } from '../../mocks/handlers/identity'
import { API } from '../../mocks/handlers/shared'
import { addIdentityUser, identity } from '../../mocks/identity-store'
import { server } from '../../mocks/node'
import { renderWithAuth, signedInUser } from '../../tests/setup/auth'
import { auth } from '../lib/firebase'

async function logIn(path: string, email: string, password: string) {
  const utils = renderWithAuth(path)
  await utils.user.type(await screen.findByLabelText('Email'), email)
  await utils.user.type(screen.getByLabelText('Password'), password)
  await utils.user.click(screen.getByRole('button', { name: 'Login' }))
  return utils
}

test('the right password: logging in successfully, a server token, and home', async () => {
  addIdentityUser({ email: 'ada@example.com', password: 'correct-password', emailVerified: true })
  const { router } = await logIn('/login', 'ada@example.com', 'correct-password')

  expect(await screen.findByText('logging in successfully')).toBeInTheDocument()
  await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'))
  expect(window.localStorage.getItem('accessToken')).toMatch(/^server-token-/)
  expect(await screen.findByRole('button', { name: 'Log out' })).toBeInTheDocument()
})

test.each([
  ['after login the user goes back to the page they came from', '%2Fprofile', '/profile'],
  ['a redirect to another site is ignored', 'https%3A%2F%2Fevil.example%2Fsteal', '/'],
])('%s', async (_name, redirect, landing) => {
  addIdentityUser({ email: 'ada@example.com', password: 'correct-password', emailVerified: true })
  const { router } = await logIn(
    `/login?redirect=${redirect}`,
    'ada@example.com',
    'correct-password',
  )

  await vi.waitFor(() => expect(router.state.location.href).toBe(landing))
})

test('an unknown email: Login failed, Email not found', async () => {
  const { router } = await logIn('/login', 'nobody@example.com', 'whatever')

  expect(await screen.findByText('Login failed, Email not found')).toBeInTheDocument()
  expect(router.state.location.pathname).toBe('/login')
})

test('a wrong password: login failed, Password is incorrect', async () => {
  addIdentityUser({ email: 'ada@example.com', password: 'correct-password' })
  await logIn('/login', 'ada@example.com', 'wrong-password')

  expect(await screen.findByText('login failed, Password is incorrect')).toBeInTheDocument()
})

test('email-enumeration protection (invalid credential) names neither field alone', async () => {
  server.use(
    http.post(accountsEndpoint('signInWithPassword'), () =>
      identityError('INVALID_LOGIN_CREDENTIALS'),
    ),
  )
  await logIn('/login', 'ada@example.com', 'wrong-password')

  expect(
    await screen.findByText('Login failed, Email or Password is incorrect'),
  ).toBeInTheDocument()
})

test('any other failure: Login failed, something wrong happened', async () => {
  server.use(
    http.post(accountsEndpoint('signInWithPassword'), () =>
      identityError('TOO_MANY_ATTEMPTS_TRY_LATER'),
    ),
  )
  await logIn('/login', 'ada@example.com', 'whatever')

  expect(await screen.findByText('Login failed, something wrong happened')).toBeInTheDocument()
})

test('when the server refuses a token, the sign-in is undone and the user told', async () => {
  addIdentityUser({ email: 'ada@example.com', password: 'correct-password', emailVerified: true })
  server.use(http.post(`${API}/getToken`, () => HttpResponse.json({}, { status: 503 })))
  const { router } = await logIn('/login', 'ada@example.com', 'correct-password')

  expect(await screen.findByText('Login failed, something wrong happened')).toBeInTheDocument()
  await vi.waitFor(() => expect(auth.currentUser).toBeNull())
  expect(router.state.location.pathname).toBe('/login')
  expect(window.localStorage.getItem('accessToken')).toBeNull()
})

test('someone already signed in who opens /login is sent on at once', async () => {
  await signedInUser()
  const { router } = renderWithAuth('/login?redirect=%2Fprivacy')

  await vi.waitFor(() => expect(router.state.location.pathname).toBe('/privacy'))
})

test('the login screen links to register and to reset-password', async () => {
  renderWithAuth('/login')
  const main = within(await screen.findByRole('main'))

  expect(main.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register')
  expect(main.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
    'href',
    '/reset-password',
  )
})

test.each(['Google', 'GitHub'])(
  'in emulator mode %s sign-in asks for an account and signs in with it',
  async (provider) => {
    const { user, router } = renderWithAuth('/login')

    await user.click(await screen.findByRole('button', { name: `Continue with ${provider}` }))
    const dialog = within(
      await screen.findByRole('dialog', { name: `Sign in with ${provider} (emulated)` }),
    )
    await user.type(dialog.getByLabelText('Email'), 'Social.Person@Example.com')
    await user.type(dialog.getByLabelText('Name'), 'Social Person')
    await user.click(dialog.getByRole('button', { name: `Sign in with ${provider}` }))

    expect(await screen.findByText('logging in successfully')).toBeInTheDocument()
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'))
    const account = identity.users.get('social.person@example.com')
    expect(account).toMatchObject({ displayName: 'Social Person', emailVerified: true })
    expect(account?.providerId).toBe(provider === 'Google' ? 'google.com' : 'github.com')
  },
)

test('the emulated account chooser wants a real address and a name', async () => {
  const { user } = renderWithAuth('/login')

  await user.click(await screen.findByRole('button', { name: 'Continue with Google' }))
  const dialog = within(await screen.findByRole('dialog'))
  await user.type(dialog.getByLabelText('Email'), 'not-an-email')
  await user.click(dialog.getByRole('button', { name: 'Sign in with Google' }))

  expect(await dialog.findByText('Invalid email address')).toBeInTheDocument()
  expect(dialog.getByText('Name is required')).toBeInTheDocument()
  expect(auth.currentUser).toBeNull()
})

test('one sign-in costs one token exchange, even while the header is already asking', async () => {
  addIdentityUser({ email: 'ada@example.com', password: 'correct-password', emailVerified: true })
  const exchanges = vi.fn()
  server.events.on('request:start', ({ request }) => {
    if (request.url === `${API}/getToken`) exchanges()
  })
  const { router } = await logIn('/login', 'ada@example.com', 'correct-password')

  await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'))
  expect(await screen.findByRole('link', { name: 'Notifications (0)' })).toBeInTheDocument()
  expect(exchanges).toHaveBeenCalledTimes(1)
  server.events.removeAllListeners()
})
