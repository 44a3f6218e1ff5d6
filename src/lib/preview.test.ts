import { expect, test } from 'vitest'
import { PREVIEW_LENGTH, previewText } from './preview'

test('a body longer than 200 characters is cut at 200 followed by ...', () => {
  const body = 'a'.repeat(199) + 'bc' + 'd'.repeat(50)
  const preview = previewText(body)
  expect(preview).toBe('a'.repeat(199) + 'b...')
  expect(preview).toHaveLength(PREVIEW_LENGTH + 3)
})

test('a body of 200 characters or fewer is shown whole', () => {
  expect(previewText('x'.repeat(200))).toBe('x'.repeat(200))
  expect(previewText('Short.')).toBe('Short.')
})

test('a body the server already cut is marked as cut', () => {
  expect(previewText('Short prefix', true)).toBe('Short prefix...')
})

test('characters are counted as the server counts them: an emoji is one, never cut in half', () => {
  expect(previewText('🙂'.repeat(200))).toBe('🙂'.repeat(200))
  expect(previewText('a' + '🙂'.repeat(250))).toBe('a' + '🙂'.repeat(199) + '...')
})
