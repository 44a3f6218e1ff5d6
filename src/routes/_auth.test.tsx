import { screen } from '@testing-library/react'
import { http } from 'msw'
import { expect, test, vi } from 'vitest'
import { accountsEndpoint, identityError } from '../../mocks/handlers/identity'
import { identity } from '../../mocks/identity-store'
import { server } from '../../mocks/node'
import { renderWithAuth, signedInUser } from '../../tests/setup/auth'
import { renderApp } from '../../tests/setup/render'
import { sessionStore } from '../lib/auth/session'

test('a signed-out visitor of a guarded page is sent to /login, remembering the page', async () => {
  const { router } = renderWithAuth('/profile')

  await vi.waitFor(() => expect(router.state.location.href).toBe('/login?redirect=%2Fprofile'))
  expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument()
})

test('while the auth state loads, a loading animation shows', async () => {
  sessionStore.set({ status: 'loading' })
  renderApp('/profile')

  expect(
    await screen.findByRole('progressbar', { name: 'Checking your session' }),
  ).toBeInTheDocument()
})

test('an unverified user sees the verify card with the address partly hidden', async () => {
  await signedInUser({ email: 'grace.hopper.navy@example.com', emailVerified: false })
  const { router } = renderWithAuth('/profile')

  expect(
    await screen.findByText('You should verify your email address before post something'),
  ).toBeInTheDocument()
  expect(screen.getByText('grace.***********@example.com')).toBeInTheDocument()
  expect(router.state.location.href).toBe('/verify-email?redirect=%2Fprofile')
})

test('the card sends the verification email: Email verification send', async () => {
  await signedInUser({ emailVerified: false })
  const { user } = renderWithAuth('/profile')

  await user.click(await screen.findByRole('button', { name: 'Send the email again' }))

  expect(await screen.findByText('Email verification send')).toBeInTheDocument()
  expect(identity.outbox).toEqual([{ requestType: 'VERIFY_EMAIL', email: 'ada@example.com' }])
})

test('a failed send: something went wrong, please try again', async () => {
  await signedInUser({ emailVerified: false })
  server.use(
    http.post(accountsEndpoint('sendOobCode'), () => identityError('TOO_MANY_ATTEMPTS_TRY_LATER')),
  )
  const { user } = renderWithAuth('/profile')

  await user.click(await screen.findByRole('button', { name: 'Send the email again' }))

  expect(await screen.findByText('something went wrong, please try again')).toBeInTheDocument()
})

test('verified elsewhere: the next guarded visit lets the user in without signing out', async () => {
  const account = await signedInUser({ emailVerified: false })
  const { router } = renderWithAuth('/privacy')
  await screen.findByRole('heading', { level: 1, name: 'Privacy' })

  account.emailVerified = true
  await router.navigate({ to: '/profile' })

  expect(await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeInTheDocument()
  expect(sessionStore.get()).toMatchObject({ status: 'signed-in', user: { emailVerified: true } })
})

test('"I have verified my email" checks again and goes on to the page', async () => {
  const account = await signedInUser({ emailVerified: false })
  const { user, router } = renderWithAuth('/profile')
  const check = await screen.findByRole('button', { name: 'I have verified my email' })

  await user.click(check)
  expect(await screen.findByText('Your email address is not verified yet')).toBeInTheDocument()

  account.emailVerified = true
  await user.click(check)
  await vi.waitFor(() => expect(router.state.location.pathname).toBe('/profile'))
  expect(await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeInTheDocument()
})

test('signing out on a guarded page leaves it for /login', async () => {
  await signedInUser()
  const { router } = renderWithAuth('/profile')
  await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' })

  sessionStore.set({ status: 'signed-out' })

  await vi.waitFor(() => expect(router.state.location.href).toBe('/login?redirect=%2Fprofile'))
})
