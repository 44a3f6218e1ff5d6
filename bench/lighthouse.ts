// Lighthouse 12 with its default (mobile) preset — a Moto G Power's screen, simulated Slow 4G and
// a 4x slower CPU — three runs per page: each run's scores (all must reach the target), the
// median of each timing, and, for every category under its target, the audits that cost the
// worst run points (the to-do list for whoever fixes them).
import { chromium } from '@playwright/test'
import lighthouse from 'lighthouse'
import { chromiumLaunchOptions } from '../tests/chromium'
import { type Row, freePort, row } from './common'

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3)
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
const TARGETS: Record<(typeof CATEGORIES)[number], number> = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
}

interface Audit {
  id: string
  details?: { items?: Record<string, unknown>[] }
  score: number | null
  scoreDisplayMode: string
  displayValue?: string
  numericValue?: number
}
interface Lhr {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>
  audits: Record<string, Audit>
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? NaN
}

/** The audits of a category that did not get full marks, worst first. */
function failingAudits(lhr: Lhr, category: string): string[] {
  const refs = lhr.categories[category]?.auditRefs ?? []
  return refs
    .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
    .filter(
      ({ audit }) =>
        audit &&
        audit.score !== null &&
        audit.score < (category === 'performance' ? 0.9 : 1) &&
        !['notApplicable', 'informative', 'manual'].includes(audit.scoreDisplayMode),
    )
    .sort((a, b) => (a.audit?.score ?? 0) - (b.audit?.score ?? 0))
    .map(({ audit }) => {
      const shown = audit?.displayValue ? `${audit.id} (${audit.displayValue})` : (audit?.id ?? '')
      // Outside performance, what failed says what to fix: the first items' own words.
      if (category === 'performance') return shown
      const items = (audit?.details?.items ?? []).slice(0, 3).map(describeItem).filter(Boolean)
      return items.length > 0 ? `${shown} [${items.join('; ')}]` : shown
    })
}

function describeItem(item: Record<string, unknown>): string {
  const node = item.node as { snippet?: string } | undefined
  const text = [item.description, item.message, item.text, item.source, item.url, node?.snippet]
    .map((value) => (typeof value === 'object' && value ? JSON.stringify(value) : value))
    .find((value) => typeof value === 'string' && value.length > 0) as string | undefined
  return (text ?? '').replace(/\s+/g, ' ').slice(0, 160)
}

async function runOnce(url: string): Promise<Lhr> {
  const port = await freePort()
  const browser = await chromium.launch({
    ...chromiumLaunchOptions,
    args: [...chromiumLaunchOptions.args, `--remote-debugging-port=${port}`],
  })
  try {
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error' })
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`)
    return result.lhr as unknown as Lhr
  } finally {
    await browser.close()
  }
}

export async function lighthouseRows(
  pages: { name: string; url: string; before?: string }[],
  log: (line: string) => void,
): Promise<{ rows: Row[]; failing: string[] }> {
  const rows: Row[] = []
  const failing: string[] = []
  for (const { name, url, before } of pages) {
    const runs: Lhr[] = []
    for (let i = 0; i < RUNS; i++) {
      log(`lighthouse: ${name}, run ${i + 1} of ${RUNS}`)
      runs.push(await runOnce(url))
    }
    const score = (lhr: Lhr, category: string) =>
      Math.round(100 * (lhr.categories[category]?.score ?? 0))
    for (const category of CATEGORIES) {
      // Every run, not their median: a score that holds only on some runs is a coin toss.
      const scores = runs.map((lhr) => score(lhr, category))
      const value = Math.min(...scores)
      const target = TARGETS[category]
      rows.push(
        row(
          `Lighthouse 12 mobile, ${name}: ${category} (each run)`,
          scores.join(', '),
          `≥ ${target} on every run`,
          value >= target,
          category === 'performance' && before ? before : '—',
        ),
      )
      if (value < target) {
        // The worst run names the audits.
        const worstRun = runs.find((lhr) => score(lhr, category) === value) ?? runs[0]
        if (worstRun)
          failing.push(
            `${name} ${category} ${value}: ${failingAudits(worstRun, category).join(', ')}`,
          )
      }
    }
    const cls = median(
      runs.map((lhr) => lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN),
    )
    rows.push(row(`Lighthouse 12 mobile, ${name}: CLS`, cls.toFixed(3), '0', cls === 0))
    for (const metric of [
      'first-contentful-paint',
      'largest-contentful-paint',
      'total-blocking-time',
    ]) {
      const value = median(runs.map((lhr) => lhr.audits[metric]?.numericValue ?? NaN))
      rows.push(
        row(`Lighthouse 12 mobile, ${name}: ${metric}`, `${Math.round(value)} ms`, 'context', null),
      )
    }
  }
  return { rows, failing }
}
