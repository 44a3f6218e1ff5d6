// The client's byte budgets (issue 12, docs/decisions/0064; their history in 0018):
// `npm run build && npm run budgets` prints each figure beside its budget and exits 1 when one is
// exceeded. Bytes, not times: the figure is the same on every machine, so CI can hold it.
//
// First load: what the built index.html makes the browser fetch before any route chunk, i.e. its
// module script, its modulepreloads and stylesheets, and everything those scripts import
// statically (followed through the files themselves, in case a preload is missing). Each route
// (every chunk some code loads with `import()`) costs its own static closure minus the first load.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import zlib from 'node:zlib'
import { EARLY_SCRIPT } from '../server/early-script'

const KiB = 1024

export interface Budgets {
  /** gzip -9 bytes of the first load's JavaScript. */
  firstLoadJs: number
  /** gzip -9 bytes of the first load's CSS. */
  firstLoadCss: number
  /** gzip -9 bytes a route adds to the first load (its chunk and what only it imports). */
  route: number
}

// First-load JS: 150 KiB from issue 12 until issue 24 put the reading list's toggle on every card
// and the Following tab, Follow and subscribe forms one tap away; 151 since (ADR 0018, 2026-11-25);
// 152 since issue 25 put the offline cache's start on it, and a lazy chunk 101 (ADR 0018); 153
// since the /moderation route's entry in the route tree (issue 26; ADR 0018, fourth addendum);
// a lazy chunk 102 since issue 29's remote comments (ADR 0018, fifth addendum); 154 and 103
// since the verify banner's chunk, paged notifications, post heads by /@handle and the
// stylesheets every component now imports (ADR 0018, sixth addendum); 153 and 104 since each
// route's loader comes with its screen, off the first load and onto the chunks that share its
// modules (ADR 0066); 150 and 100 again since ky comes after the first load and the reading
// group no longer takes in what its modules import (ADR 0072); 151 since the site is its owner's:
// its settings on every page, and nine more screens in the route tree (setup, settings, pages,
// an invitation: ADR 0074, 0075), after their code and what only their chunks use went off it;
// 152.2 since Quill speaks five languages: 150.2 before them, and the 2 KiB English's first load
// may grow by for them, not a byte more (ADR 0077); a lazy chunk 101 since then too: every
// screen's words are a catalog with their ids, and the reading pages' (the skeletons, the
// subscribe form, a post's and a follow's words), which the chunk every lazy screen shares
// carries, came off the first load or out of the pages' code (update-profile: 100.8); 152.3
// since a draft's preview link has a page of its own (its entry in the route tree, ~100 B: the
// page, its words and its query are lazy, ADR 0079) and the editor hands a new post's caret to
// its draft (ADR 0078): 155,951 B of 155,955; 152.4 since then, not for new code: the first
// load names every lazy chunk by its content's hash, so a refactor inside a lazy chunk moves the
// first load by a few bytes, and 4 B spare failed CI on one (155,966 B with no first-load change).
export const BUDGETS: Budgets = {
  firstLoadJs: 152.4 * KiB,
  firstLoadCss: 15 * KiB,
  route: 101 * KiB,
}

export interface Weight {
  files: string[]
  raw: number
  gzip: number
}

export interface Measurement {
  firstLoadJs: Weight
  firstLoadCss: Weight
  /** Heaviest first. Keyed by the chunk `import()` names. */
  routes: (Weight & { chunk: string })[]
}

const STATIC_IMPORT = /\b(?:from|import)\s*["'](\.{0,2}\/[^"']+\.js)["']/g
const DYNAMIC_IMPORT = /\bimport\(\s*["'`](\.{0,2}\/[^"'`]+\.js)["'`]\s*\)/g

/** Asset paths relative to dist, e.g. "assets/index-abc.js". */
function resolveFrom(fromFile: string, specifier: string): string {
  if (specifier.startsWith('/')) return specifier.slice(1)
  return path.posix.normalize(path.posix.join(path.posix.dirname(fromFile), specifier))
}

export function measure(distDir: string): Measurement {
  const html = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8')
  const tags = [...html.matchAll(/<(script|link)\b[^>]*>/g)].map((m) => m[0])
  const attr = (tag: string, name: string) =>
    new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1] ?? null

  const jsRoots: string[] = []
  const css: string[] = []
  for (const tag of tags) {
    const local = (url: string | null) =>
      url && url.startsWith('/') && !url.startsWith('//') ? url.slice(1) : null
    if (tag.startsWith('<script')) {
      const src = local(attr(tag, 'src'))
      if (src?.endsWith('.js')) jsRoots.push(src)
    } else {
      const rel = attr(tag, 'rel')
      const href = local(attr(tag, 'href'))
      if (!href) continue
      if (rel === 'modulepreload' && href.endsWith('.js')) jsRoots.push(href)
      if (rel === 'stylesheet' && href.endsWith('.css')) css.push(href)
    }
  }

  const sources = new Map<string, string>()
  const read = (file: string) => {
    let text = sources.get(file)
    if (text === undefined) {
      text = fs.readFileSync(path.join(distDir, file), 'utf8')
      sources.set(file, text)
    }
    return text
  }
  const staticClosure = (roots: string[]) => {
    const seen = new Set<string>()
    const stack = [...roots]
    while (stack.length) {
      const file = stack.pop() as string
      if (seen.has(file)) continue
      seen.add(file)
      for (const m of read(file).matchAll(STATIC_IMPORT)) stack.push(resolveFrom(file, m[1] ?? ''))
    }
    return seen
  }

  const firstLoad = staticClosure(jsRoots)
  const allJs = fs
    .readdirSync(path.join(distDir, 'assets'))
    .filter((name) => name.endsWith('.js'))
    .map((name) => `assets/${name}`)
  const dynamicTargets = new Set<string>()
  for (const file of allJs) {
    for (const m of read(file).matchAll(DYNAMIC_IMPORT)) {
      dynamicTargets.add(resolveFrom(file, m[1] ?? ''))
    }
  }

  const weigh = (files: Iterable<string>): Weight => {
    const list = [...files].sort()
    let raw = 0
    let gzip = 0
    for (const file of list) {
      // The server carries the early script inline, as EARLY_SCRIPT (comments left out).
      const bytes =
        file === 'early.js' ? Buffer.from(EARLY_SCRIPT) : fs.readFileSync(path.join(distDir, file))
      raw += bytes.length
      gzip += zlib.gzipSync(bytes, { level: 9 }).length
    }
    return { files: list, raw, gzip }
  }

  const routes = [...dynamicTargets]
    .filter((chunk) => !firstLoad.has(chunk))
    .map((chunk) => ({
      chunk,
      ...weigh([...staticClosure([chunk])].filter((file) => !firstLoad.has(file))),
    }))
    .sort((a, b) => b.gzip - a.gzip)

  return { firstLoadJs: weigh(firstLoad), firstLoadCss: weigh(css), routes }
}

export interface Verdict {
  ok: boolean
  lines: string[]
}

const kib = (bytes: number) => `${(bytes / KiB).toFixed(1)} KiB`

export function judge(measurement: Measurement, budgets: Budgets = BUDGETS): Verdict {
  const lines: string[] = []
  let ok = true
  const row = (label: string, figure: number, budget: number) => {
    const over = figure > budget
    if (over) ok = false
    lines.push(
      `${over ? 'OVER' : 'ok  '}  ${label.padEnd(44)} ${kib(figure).padStart(10)}  budget ${kib(budget)}`,
    )
  }
  const { firstLoadJs, firstLoadCss, routes } = measurement
  row(
    `first load JS (${firstLoadJs.files.length} files, gzip -9)`,
    firstLoadJs.gzip,
    budgets.firstLoadJs,
  )
  row(
    `first load CSS (${firstLoadCss.files.length} files, gzip -9)`,
    firstLoadCss.gzip,
    budgets.firstLoadCss,
  )
  const heaviest = routes[0]
  if (heaviest) {
    for (const route of routes.filter((r) => r.gzip > budgets.route)) {
      row(`lazy chunk ${route.chunk}`, route.gzip, budgets.route)
    }
    if (heaviest.gzip <= budgets.route) {
      row(`heaviest lazy chunk (${heaviest.chunk})`, heaviest.gzip, budgets.route)
    }
  }
  lines.push(
    `      (raw: first load JS ${kib(firstLoadJs.raw)}, CSS ${kib(firstLoadCss.raw)}; ${routes.length} lazy chunks)`,
  )
  return { ok, lines }
}

function main() {
  const distDir = path.resolve(process.argv[2] ?? 'dist')
  if (!fs.existsSync(path.join(distDir, 'index.html'))) {
    console.error(`budgets: no ${path.join(distDir, 'index.html')} (run \`npm run build\` first)`)
    process.exit(2)
  }
  const verdict = judge(measure(distDir))
  for (const line of verdict.lines) console.log(line)
  if (!verdict.ok) {
    console.error('budgets: a byte budget is exceeded (docs/decisions/0064)')
    process.exit(1)
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main()
