// The client's weight: what index.html loads before any route chunk, and the largest lazy chunk,
// gzip -9, beside the stack twin's (issue 12).
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { BUDGETS } from '../scripts/budgets'
import { type Row, kib, notMeasured, row } from './common'

const gzipSize = (bytes: Buffer) => zlib.gzipSync(bytes, { level: 9 }).length

/** What index.html loads before any route chunk, gzip -9, and the largest route chunk. */
export function weightRows(): Row[] {
  const dist = path.resolve('dist')
  const target = ['≤ 150 KiB', '≤ 15 KiB', '≤ 100 KiB']
  if (!fs.existsSync(path.join(dist, 'index.html'))) {
    return [
      notMeasured('First load of /: JavaScript, gzip', target[0] ?? '', 'no build (npm run build)'),
    ]
  }
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8')
  const firstLoad = new Set(
    [...html.matchAll(/(?:src|href)="\/(assets\/[^"?#]+\.(?:js|css))"/g)].map((m) => m[1] ?? ''),
  )
  // Inlined scripts and styles are first-load bytes too.
  const inlineJs = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((m) => m[1] ?? '')
    .join('')
  const inlineCss = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)]
    .map((m) => m[1] ?? '')
    .join('')
  let js = inlineJs ? gzipSize(Buffer.from(inlineJs)) : 0
  let css = inlineCss ? gzipSize(Buffer.from(inlineCss)) : 0
  for (const file of firstLoad) {
    const size = gzipSize(fs.readFileSync(path.join(dist, file)))
    if (file.endsWith('.js')) js += size
    else css += size
  }
  let largest = { file: '', size: 0 }
  for (const file of fs.readdirSync(path.join(dist, 'assets'))) {
    if (!file.endsWith('.js') || firstLoad.has(`assets/${file}`)) continue
    const size = gzipSize(fs.readFileSync(path.join(dist, 'assets', file)))
    if (size > largest.size) largest = { file, size }
  }
  const twinJs = 159 * 1024
  const twinCss = 30 * 1024
  return [
    row(
      'First load of /: JavaScript, gzip -9 (index.html, before route chunks)',
      kib(js),
      `≤ ${BUDGETS.firstLoadJs / 1024} KiB`,
      js <= BUDGETS.firstLoadJs,
      `${kib(twinJs)} (stack twin)`,
      `${(js / twinJs).toFixed(2)}×`,
    ),
    row(
      'First load of /: CSS, gzip -9',
      kib(css),
      '≤ 15 KiB',
      css <= 15 * 1024,
      `${kib(twinCss)} (stack twin)`,
      `${(css / twinCss).toFixed(2)}×`,
    ),
    row(
      `Largest route chunk, gzip -9 (${largest.file || 'none'})`,
      kib(largest.size),
      '≤ 100 KiB',
      largest.size <= 100 * 1024,
    ),
  ]
}
