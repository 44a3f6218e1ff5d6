import { expect, test } from 'vitest'
import { formatDate } from './dates'

test('dates read as the spec writes them, in the reader’s time zone', () => {
  const instant = '2026-03-01T14:05:09.000Z'
  const local = new Date(instant)
  const hour = local.getHours() % 12 || 12
  const text = formatDate(instant)
  expect(text).toMatch(/^[A-Z][a-z]+ \d{1,2}(st|nd|rd|th) \d{4}, \d{1,2}:\d{2}:\d{2} (am|pm)$/)
  expect(text).toContain(`, ${hour}:05:09 ${local.getHours() < 12 ? 'am' : 'pm'}`)
})

test('ordinals follow the day', () => {
  expect(formatDate(new Date(2026, 0, 2, 9, 3, 4).toISOString())).toBe(
    'January 2nd 2026, 9:03:04 am',
  )
  expect(formatDate(new Date(2026, 6, 23, 21, 0, 0).toISOString())).toBe(
    'July 23rd 2026, 9:00:00 pm',
  )
})
