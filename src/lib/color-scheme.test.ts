import { afterEach, expect, test } from 'vitest'
import { DARK_MODE_KEY, isDarkModeManager } from './color-scheme'

afterEach(() => window.localStorage.clear())

test('with no choice stored the scheme follows the system', () => {
  expect(isDarkModeManager().get('light')).toBe('auto')
})

test('a stored choice wins, and only the exact text true means dark', () => {
  const manager = isDarkModeManager()
  window.localStorage.setItem(DARK_MODE_KEY, 'true')
  expect(manager.get('auto')).toBe('dark')
  window.localStorage.setItem(DARK_MODE_KEY, 'false')
  expect(manager.get('auto')).toBe('light')
  window.localStorage.setItem(DARK_MODE_KEY, 'TRUE')
  expect(manager.get('auto')).toBe('light')
})

test('choosing stores the text true or false; going back to the system stores nothing', () => {
  const manager = isDarkModeManager()
  manager.set('dark')
  expect(window.localStorage.getItem(DARK_MODE_KEY)).toBe('true')
  manager.set('light')
  expect(window.localStorage.getItem(DARK_MODE_KEY)).toBe('false')
  manager.set('auto')
  expect(window.localStorage.getItem(DARK_MODE_KEY)).toBeNull()
})
