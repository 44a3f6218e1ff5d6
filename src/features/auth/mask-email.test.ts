import { expect, test } from 'vitest'
import { maskEmail } from './mask-email'

test('a long address shows its first 6 and last 12 characters, one star per hidden one', () => {
  expect(maskEmail('grace.hopper.navy@example.com')).toBe('grace.***********@example.com')
})

test('an address of 19 characters hides exactly one', () => {
  expect(maskEmail('abcdefg@example.com')).toBe('abcdef*@example.com')
})

test('an address of 18 characters or fewer keeps its first and last third and hides the middle', () => {
  expect(maskEmail('abcdef@example.com')).toBe('abcdef******le.com')
  expect(maskEmail('a@b.io')).toBe('a@**io')
})

test('the tiniest inputs are hidden entirely', () => {
  expect(maskEmail('ab')).toBe('**')
  expect(maskEmail('')).toBe('')
})
