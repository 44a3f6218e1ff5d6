import { expect, test } from 'vitest'
import { DISPLAY_NAME_MAX } from '../../contract/profiles'
import { cleanName, publicName } from './public-name'

test('a name is one line of visible text: control characters go, line breaks are one space', () => {
  expect(cleanName('Ann\u0000\u0007 Lee\u001b[31m')).toBe('Ann Lee[31m')
  expect(cleanName('Ann\r\n\r\nLee\tSmith\u2028Jr')).toBe('Ann Lee Smith Jr')
  expect(cleanName('\u007f\u0085\u009bMallory')).toBe('Mallory')
  expect(cleanName('\u202EdenimaR\u200B \u2066x\u2069')).toBe('denimaR x')
  // What is left of nothing but control and invisible characters is no name.
  expect(cleanName('\u0000\r\n\u200B\u202E')).toBe('')
  // Joiners stay: scripts and emoji need them.
  expect(cleanName('👩\u200D💻 Zoë')).toBe('👩\u200D💻 Zoë')
})

test('a name from anywhere is cut to its bound, whole characters, however long it came', () => {
  const started = performance.now()
  const huge = cleanName(`${'\u0007'.repeat(50)}${'é'.repeat(100_000)}`)
  expect(performance.now() - started).toBeLessThan(50)
  expect(huge).toBe('é'.repeat(DISPLAY_NAME_MAX))
  expect(cleanName('😀'.repeat(100), 5)).toBe('😀'.repeat(5))
  // A cut that would split a pair drops its half.
  expect(cleanName(`${'\u0000'.repeat(79)}😀`, 5)).toBe('')
  expect(cleanName('  spaced   out  ', 8)).toBe('spaced')
})

test('a public name is never an email address', () => {
  expect(publicName('ann@example.com')).toBe('ann')
  expect(cleanName(publicName('ann\u0000@example.com'))).toBe('ann')
})
