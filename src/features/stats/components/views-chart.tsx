// Views and reads by day as a uPlot line chart (issue 28; uPlot for its weight, ADR 0046). A
// canvas says nothing to a screen reader: the chart is an image named by a summary, and the same
// numbers are a table just below it. Colours are read from Mantine's variables, so the chart
// follows the light or dark scheme; its width follows its column.
import { useComputedColorScheme } from '@mantine/core'
import { useEffect, useRef } from 'react'
import uPlot from 'uplot'
import 'uplot/dist/uPlot.min.css'
import type { StatsDay } from '../../../../contract/stats'
import { daySeconds, formatCount, formatDay } from '../format'
import { legendValue } from '../legend'
import { useT } from '../../../lib/i18n/context'
import stats from '../../../locales/en/stats.messages.json'

const HEIGHT = 240
/** Whole numbers only: a count of views has no halves. */
const COUNT_STEPS = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1e3, 2e3, 5e3, 1e4, 2e4, 5e4, 1e5, 1e6]

function colours(element: HTMLElement) {
  const style = getComputedStyle(element)
  const read = (name: string) => style.getPropertyValue(name).trim()
  return {
    text: read('--mantine-color-dimmed') || 'gray',
    grid: read('--mantine-color-default-border') || 'lightgray',
    views: read('--mantine-color-blue-filled') || 'steelblue',
    reads: read('--mantine-color-teal-filled') || 'seagreen',
  }
}

/** The series' names in the legend, in the reader's language. */
interface SeriesLabels {
  views: string
  reads: string
}

function options(
  element: HTMLElement,
  width: number,
  daily: StatsDay[],
  labels: SeriesLabels,
): uPlot.Options {
  const c = colours(element)
  const axis = { stroke: c.text, grid: { stroke: c.grid, width: 1 }, ticks: { stroke: c.grid } }
  return {
    width,
    height: HEIGHT,
    tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC'),
    scales: { y: { range: (_u, _min, max) => [0, Math.max(4, max)] } },
    series: [
      { value: (_u, _v, _s, index) => legendValue(daily, 'date', index) },
      {
        label: labels.views,
        stroke: c.views,
        width: 2,
        value: (_u, _v, _s, index) => legendValue(daily, 'views', index),
      },
      {
        label: labels.reads,
        stroke: c.reads,
        width: 2,
        dash: [6, 4],
        value: (_u, _v, _s, index) => legendValue(daily, 'reads', index),
      },
    ],
    axes: [
      {
        ...axis,
        values: (_u, splits) =>
          splits.map((s) => formatDay(new Date(s * 1000).toISOString().slice(0, 10))),
      },
      { ...axis, incrs: COUNT_STEPS, values: (_u, splits) => splits.map(formatCount) },
    ],
  }
}

export function ViewsChart({ daily, summary }: { daily: StatsDay[]; summary: string }) {
  const box = useRef<HTMLDivElement>(null)
  const scheme = useComputedColorScheme('light')
  const t = useT(stats)
  const views = t('stats.views')
  const reads = t('stats.reads')
  useEffect(() => {
    const element = box.current
    if (!element) return
    const data: uPlot.AlignedData = [
      daily.map((day) => daySeconds(day.date)),
      daily.map((day) => day.views),
      daily.map((day) => day.reads),
    ]
    const chart = new uPlot(
      options(element, element.clientWidth, daily, { views, reads }),
      data,
      element,
    )
    const resized = new ResizeObserver(() =>
      chart.setSize({ width: element.clientWidth, height: HEIGHT }),
    )
    resized.observe(element)
    return () => {
      resized.disconnect()
      chart.destroy()
    }
  }, [daily, scheme, views, reads])
  return <div ref={box} role="img" aria-label={summary} />
}
