import { screen } from '@testing-library/react'
import { expect, test, vi } from 'vitest'
import { renderApp } from '../../tests/setup/render'
import type * as FirebaseAuth from 'firebase/auth'
import type * as ClientConfig from '../lib/client-config'

// A real Firebase project: the same app, with Auth not emulated.
vi.mock('../lib/client-config', async (importOriginal) => ({
  ...(await importOriginal<typeof ClientConfig>()),
  isAuthEmulated: false,
}))
// A real project gets Firebase's popup/redirect resolver (lib/firebase.ts), which the SDK's Node
// build that jsdom runs does not have.
vi.mock('firebase/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof FirebaseAuth>()),
  browserPopupRedirectResolver: undefined,
}))

test('with a real Firebase project the dev mailbox does not exist', async () => {
  renderApp('/dev-mailbox')

  expect(
    await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
  ).toBeInTheDocument()
  expect(screen.queryByRole('heading', { name: 'Dev mailbox' })).toBeNull()
})
