import { screen, within } from '@testing-library/react'
import { http } from 'msw'
import { expect, test, vi } from 'vitest'
import { accountsEndpoint, identityError } from '../../mocks/handlers/identity'
import { addIdentityUser, identity } from '../../mocks/identity-store'
import { server } from '../../mocks/node'
import { renderWithAuth } from '../../tests/setup/auth'
import { sessionStore } from '../lib/auth/session'

interface Fields {
  email?: string
  password?: string
  repeat?: string
}

async function register(path: string, fields: Fields = {}) {
  const utils = renderWithAuth(path)
  const password = fields.password ?? 'a-long-password'
  await utils.user.type(await screen.findByLabelText('Email'), fields.email ?? 'grace@example.com')
  await utils.user.type(screen.getByLabelText('Password'), password)
  await utils.user.type(screen.getByLabelText('Repeat password'), fields.repeat ?? password)
  await utils.user.type(screen.getByLabelText('First name'), 'Grace')
  await utils.user.type(screen.getByLabelText('Last name'), 'Hopper')
  await utils.user.click(screen.getByRole('button', { name: 'Register' }))
  return utils
}

test(
  'Register successful: named "first last", home (spec §9), the email sent and said, token stored',
  { timeout: 15_000 },
  async () => {
    const { router } = await register('/register')

    expect(await screen.findByText('Register successful')).toBeInTheDocument()
    // Home, as the spec says; the page says where the verification email went, and offers a resend.
    await vi.waitFor(() => expect(router.state.location.href).toBe('/'))
    const banner = await screen.findByRole('status', { name: 'Check your email' })
    expect(within(banner).getByText('grace*******e.com')).toBeInTheDocument()
    expect(within(banner).getByRole('button', { name: 'Send the email again' })).toBeVisible()
    expect(identity.users.get('grace@example.com')?.displayName).toBe('Grace Hopper')
    expect(identity.outbox).toEqual([{ requestType: 'VERIFY_EMAIL', email: 'grace@example.com' }])
    expect(window.localStorage.getItem('accessToken')).toMatch(/^server-token-/)
    expect(sessionStore.get()).toMatchObject({
      status: 'signed-in',
      user: { displayName: 'Grace Hopper', emailVerified: false },
    })
  },
)

test(
  'after registering, the user is back where they came from; verifying there takes the banner away',
  { timeout: 15_000 },
  async () => {
    const { user, router } = await register('/register?redirect=%2Fterms')

    await vi.waitFor(() => expect(router.state.location.href).toBe('/terms'))
    const banner = await screen.findByRole('status', { name: 'Check your email' })
    await user.click(within(banner).getByRole('button', { name: 'I have verified my email' }))
    expect(await screen.findByText('Your email address is not verified yet')).toBeInTheDocument()
    const account = identity.users.get('grace@example.com')
    if (account) account.emailVerified = true
    await user.click(within(banner).getByRole('button', { name: 'I have verified my email' }))
    await vi.waitFor(() =>
      expect(screen.queryByRole('status', { name: 'Check your email' })).toBeNull(),
    )
    expect(router.state.location.pathname).toBe('/terms')
  },
)

test(
  'a guarded screen still shows the verify card, without the banner',
  { timeout: 15_000 },
  async () => {
    const { router } = await register('/register?redirect=%2Fprofile')

    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/verify-email'))
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Verify your email' }),
    ).toBeVisible()
    expect(
      screen.getByText('You should verify your email address before post something'),
    ).toBeVisible()
    expect(screen.queryByRole('status', { name: 'Check your email' })).toBeNull()
  },
)

test('an address already in use: Email already in use, and the form resets', async () => {
  addIdentityUser({ email: 'grace@example.com' })
  await register('/register')

  expect(await screen.findByText('Email already in use')).toBeInTheDocument()
  expect(screen.getByLabelText('Email')).toHaveValue('')
  expect(screen.getByLabelText('First name')).toHaveValue('')
})

test('the password rule is under the field before anything is typed', async () => {
  renderWithAuth('/register')
  expect(await screen.findByLabelText('Password')).toHaveAccessibleDescription(
    'At least 6 characters',
  )
})

test('a weak password: Your password is so weak, with the rule under the field; nothing sent', async () => {
  const { router } = await register('/register', { password: '123' })

  expect(await screen.findByText('Your password is so weak')).toBeInTheDocument()
  const password = screen.getByLabelText('Password')
  await vi.waitFor(() =>
    expect(password).toHaveAccessibleDescription(
      'Your password is so weak: at least 6 characters At least 6 characters',
    ),
  )
  expect(identity.users.size).toBe(0)
  expect(router.state.location.pathname).toBe('/register')
})

test('a password the identity provider refuses as weak is said the same way', async () => {
  server.use(
    http.post(accountsEndpoint('signUp'), () =>
      identityError('WEAK_PASSWORD : Password should be at least 6 characters'),
    ),
  )
  await register('/register', { password: 'long-enough' })

  expect(await screen.findByText('Your password is so weak')).toBeInTheDocument()
  expect(await screen.findByText('Your password is so weak: at least 6 characters')).toBeVisible()
})

test('passwords that differ: Password mismatch, said in a toast and under Repeat password', async () => {
  const { router } = await register('/register', { repeat: 'another-password' })

  const repeat = screen.getByLabelText('Repeat password')
  await vi.waitFor(() => expect(repeat).toHaveAccessibleDescription('Password mismatch'))
  expect(repeat).toHaveAttribute('aria-invalid', 'true')
  // The toast, and the message under the field: the spec's words in both places.
  expect(screen.getAllByText('Password mismatch')).toHaveLength(2)
  expect(identity.users.size).toBe(0)
  expect(router.state.location.pathname).toBe('/register')
})

test('an address the identity provider calls invalid: Invalid email address, under Email', async () => {
  const { router } = await register('/register', { email: 'grace@example' })

  const email = screen.getByLabelText('Email')
  await vi.waitFor(() => expect(email).toHaveAccessibleDescription('Invalid email address'))
  expect(email).toHaveAttribute('aria-invalid', 'true')
  expect(email).toHaveFocus()
  expect(email).toHaveValue('grace@example')
  expect(screen.queryByText('something went wrong')).not.toBeInTheDocument()
  expect(identity.users.size).toBe(0)
  expect(router.state.location.pathname).toBe('/register')
})

test('any other failure: something went wrong', async () => {
  server.use(http.post(accountsEndpoint('signUp'), () => identityError('OPERATION_NOT_ALLOWED')))
  await register('/register')

  expect(await screen.findByText('something went wrong')).toBeInTheDocument()
})

test('every field is required', async () => {
  const { user } = renderWithAuth('/register')

  await user.click(await screen.findByRole('button', { name: 'Register' }))

  for (const message of [
    'Email is required',
    'Password is required',
    'Repeat password is required',
    'First name is required',
    'Last name is required',
  ]) {
    expect(screen.getByText(message)).toBeInTheDocument()
  }
  expect(identity.users.size).toBe(0)
})

test('the register screen offers social sign-in and links to login', async () => {
  renderWithAuth('/register')
  const main = within(await screen.findByRole('main'))

  expect(main.getByRole('button', { name: 'Continue with Google' })).toBeInTheDocument()
  expect(main.getByRole('button', { name: 'Continue with GitHub' })).toBeInTheDocument()
  expect(main.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login')
})
