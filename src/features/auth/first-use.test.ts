import { afterEach, expect, test, vi } from 'vitest'
import { noteRedirectSignIn, takeRedirectSignIn } from './redirect-pending'
import { loadOnFirstUse } from './start-auth'

let stop: (() => void) | undefined
afterEach(() => stop?.())

test.each([
  ['a tap', () => document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }))],
  ['a key', () => document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }))],
  ['a focus', () => document.body.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))],
  [
    'a token another tab stored',
    () => window.dispatchEvent(new StorageEvent('storage', { key: 'accessToken', newValue: 't' })),
  ],
])('a reader with no session loads Firebase at %s, and once', (_what, use) => {
  const load = vi.fn()
  stop = loadOnFirstUse(load)
  expect(load).not.toHaveBeenCalled()
  use()
  use()
  document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }))
  expect(load).toHaveBeenCalledTimes(1)
})

test('another key changing in storage, or a token dropped elsewhere, loads nothing', () => {
  const load = vi.fn()
  stop = loadOnFirstUse(load)
  window.dispatchEvent(new StorageEvent('storage', { key: 'isDarkMode', newValue: 'true' }))
  window.dispatchEvent(new StorageEvent('storage', { key: 'accessToken', newValue: null }))
  expect(load).not.toHaveBeenCalled()
})

test('a redirect sign-in is noted for the page it comes back to, once', () => {
  expect(takeRedirectSignIn()).toBe(false)
  noteRedirectSignIn()
  expect(takeRedirectSignIn()).toBe(true)
  expect(takeRedirectSignIn()).toBe(false)
})
