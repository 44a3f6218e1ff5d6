import { screen } from '@testing-library/react'
import { expect, test, vi } from 'vitest'
import { renderApp } from '../../tests/setup/render'
import type * as Firebase from '../lib/firebase'

// A real Firebase project: the same app, with Auth not emulated.
vi.mock('../lib/firebase', async (importOriginal) => ({
  ...(await importOriginal<typeof Firebase>()),
  isAuthEmulated: false,
}))

test('with a real Firebase project the dev mailbox does not exist', async () => {
  renderApp('/dev-mailbox')

  expect(
    await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
  ).toBeInTheDocument()
  expect(screen.queryByRole('heading', { name: 'Dev mailbox' })).toBeNull()
})
