import { expect, test } from 'vitest'
import { formatDate, formatDateUtc } from './dates'

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

test("each other language's long date and time, its month names, once its chunk has come", async () => {
  const instant = '2026-03-01T14:05:09.000Z'
  await Promise.all(
    ['fr', 'de', 'es', 'ar'].map((language) => import(`../locales/${language}/index.ts`)),
  )
  expect(formatDateUtc(instant, 'en')).toBe('March 1st 2026, 2:05:09 pm')
  expect(formatDateUtc(instant, 'fr')).toBe('1 mars 2026 14:05')
  expect(formatDateUtc(instant, 'de')).toBe('1. März 2026 14:05')
  expect(formatDateUtc(instant, 'es')).toBe('1 de marzo de 2026 14:05')
  expect(formatDateUtc(instant, 'ar')).toBe('1 مارس 2026 14:05')
  // The spec's format stays English's, whatever was loaded since.
  expect(formatDate(new Date(2026, 0, 2, 9, 3, 4).toISOString())).toBe(
    'January 2nd 2026, 9:03:04 am',
  )
})
