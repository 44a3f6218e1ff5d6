import { screen, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { expect, test, vi } from 'vitest'
import { API } from '../../../mocks/handlers/shared'
import { server } from '../../../mocks/node'
import { makeNotification, store } from '../../../mocks/store'
import { renderWithAuth, signedInUser } from '../../../tests/setup/auth'
import { auth } from '../../lib/firebase'

test('a call refused for a bad server token gets a fresh one from a fresh ID token and succeeds', async () => {
  await signedInUser()
  window.localStorage.removeItem('accessToken')
  store.notifications.push(makeNotification(), makeNotification())
  renderWithAuth('/privacy')

  const nav = within(await screen.findByRole('navigation', { name: 'Main' }))
  expect(await nav.findByRole('link', { name: 'Notifications (2)' })).toBeInTheDocument()
  expect(window.localStorage.getItem('accessToken')).toMatch(/^server-token-/)
  expect(auth.currentUser).not.toBeNull()
})

test('when no fresh token can be had, the user is signed out and sent to /login remembering the page', async () => {
  await signedInUser()
  window.localStorage.removeItem('accessToken')
  server.use(http.post(`${API}/getToken`, () => HttpResponse.json({}, { status: 503 })))
  const { router } = renderWithAuth('/privacy')

  await vi.waitFor(() => expect(router.state.location.href).toBe('/login?redirect=%2Fprivacy'))
  expect(auth.currentUser).toBeNull()
  expect(window.localStorage.getItem('accessToken')).toBeNull()
  expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument()
})
