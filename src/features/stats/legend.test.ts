import { expect, test } from 'vitest'
import type { StatsDay } from '../../../contract/stats'
import { formatDay } from './format'
import { legendValue } from './legend'

const daily: StatsDay[] = [
  { date: '2026-03-01', views: 3, visitors: 2, reads: 1 },
  { date: '2026-03-02', views: 1200, visitors: 900, reads: 40 },
]

test('before a day is pointed at, the legend speaks of the whole period, never "—"', () => {
  expect(legendValue(daily, 'date', null)).toBe(
    `${formatDay('2026-03-01')} – ${formatDay('2026-03-02')}`,
  )
  expect(legendValue(daily, 'views', null)).toBe((1203).toLocaleString())
  expect(legendValue(daily, 'reads', undefined)).toBe('41')
})

test('a day pointed at is that day’s figures', () => {
  expect(legendValue(daily, 'date', 1)).toBe(formatDay('2026-03-02'))
  expect(legendValue(daily, 'views', 1)).toBe((1200).toLocaleString())
  expect(legendValue(daily, 'reads', 0)).toBe('1')
})
