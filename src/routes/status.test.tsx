import { screen, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { afterEach, expect, test } from 'vitest'
import { API } from '../../mocks/handlers/shared'
import { server } from '../../mocks/node'
import { renderApp, renderSignedOut } from '../../tests/setup/render'
import { resetSession, signOut } from '../../tests/setup/signed-in'

afterEach(resetSession)

test('"Service status" in the footer opens a page in words, not the health check\'s JSON', async () => {
  const { user, router } = renderSignedOut('/')
  await screen.findByRole('heading', { level: 1, name: 'Latest posts' })
  await user.click(
    within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Service status' }),
  )
  expect(await screen.findByRole('heading', { level: 1, name: 'Service status' })).toBeVisible()
  expect(router.state.location.pathname).toBe('/status')
  expect(screen.getByRole('status')).toHaveTextContent('Everything is working')
  const parts = screen.getByRole('list', { name: 'Parts of the service' })
  expect(parts).toHaveTextContent('Posts and comments: working (database: SQLite)')
  expect(parts).toHaveTextContent('Signing in: working (the local Auth emulator)')
  expect(document.body.textContent).not.toContain('{"status"')
})

test('a part that does not answer is said so (the server answers 503 with the same body)', async () => {
  signOut()
  server.use(
    http.get(`${API}/health`, () =>
      HttpResponse.json(
        {
          status: 'degraded',
          database: { ok: false, dialect: 'postgres' },
          identity: { ok: true, mode: 'firebase' },
        },
        { status: 503 },
      ),
    ),
  )
  renderApp('/status')
  expect(await screen.findByRole('status')).toHaveTextContent('Quill is having trouble')
  const parts = screen.getByRole('list', { name: 'Parts of the service' })
  expect(parts).toHaveTextContent('Posts and comments: not answering (database: PostgreSQL)')
  expect(parts).toHaveTextContent('Signing in: working (Firebase Authentication)')
})
