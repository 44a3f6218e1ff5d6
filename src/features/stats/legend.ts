// What the chart's legend says beside each series. uPlot asks with the index of the day the
// pointer is on, and with none before anything is pointed at (on a phone, until a tap): then
// the legend speaks of the whole period, never of a blank "—".
import type { StatsDay } from '../../../contract/stats'
import { formatCount, formatDay } from './format'

export type LegendSeries = 'date' | 'views' | 'reads'

export function legendValue(
  daily: StatsDay[],
  series: LegendSeries,
  index: number | null | undefined,
): string {
  const day = index == null ? undefined : daily[index]
  if (day) return series === 'date' ? formatDay(day.date) : formatCount(day[series])
  const first = daily[0]
  const last = daily.at(-1)
  if (series === 'date') {
    if (!first || !last) return ''
    return first === last
      ? formatDay(first.date)
      : `${formatDay(first.date)} – ${formatDay(last.date)}`
  }
  return formatCount(daily.reduce((sum, each) => sum + each[series], 0))
}
