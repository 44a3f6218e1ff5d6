import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { afterEach, expect, test } from 'vitest'
import { type Budgets, judge, measure } from './budgets'

const KiB = 1024
const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
})

/** `bytes` characters gzip shrinks by only a quarter (base64 of a fixed xorshift stream). */
function noise(bytes: number, seed: number): string {
  let x = seed
  const raw = Buffer.alloc(Math.ceil((bytes * 3) / 4) + 3)
  for (let i = 0; i < raw.length; i++) {
    x ^= x << 13
    x ^= x >>> 17
    x ^= x << 5
    raw[i] = x & 0xff
  }
  return `/*${raw.toString('base64').slice(0, bytes)}*/`
}

/**
 * A built client in miniature: index.html loads entry.js (which imports shared.js statically and
 * route.js dynamically), preloads vendor.js and links app.css; route.js imports shared.js (already
 * loaded) and route-only.js.
 */
function fixture(sizes: { entry: number; css: number; route: number }): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quill-budgets-'))
  dirs.push(dir)
  fs.mkdirSync(path.join(dir, 'assets'))
  const write = (name: string, text: string) => fs.writeFileSync(path.join(dir, name), text)
  write(
    'index.html',
    `<!doctype html><html><head>
    <script type="module" crossorigin src="/assets/entry.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor.js">
    <link rel="stylesheet" crossorigin href="/assets/app.css">
    <link rel="icon" href="/favicon.svg">
    </head><body><div id="root"></div></body></html>`,
  )
  write(
    'assets/entry.js',
    `import{a}from"./shared.js";import"./vendor.js";const r=()=>import(\`./route.js\`);${noise(sizes.entry, 1)}`,
  )
  write('assets/vendor.js', `export const v=1;${noise(1000, 2)}`)
  write('assets/shared.js', `export const a=1;${noise(1000, 3)}`)
  write(
    'assets/route.js',
    `import{a}from"./shared.js";import{b}from"./route-only.js";${noise(sizes.route, 4)}`,
  )
  write('assets/route-only.js', `export const b=2;${noise(1000, 5)}`)
  write('assets/unused.js', `export const u=3;${noise(50_000, 6)}`)
  write('assets/app.css', `${noise(sizes.css, 7)}body{margin:0}`)
  return dir
}

const gz = (dir: string, files: string[]) =>
  files.reduce(
    (sum, file) => sum + zlib.gzipSync(fs.readFileSync(path.join(dir, file)), { level: 9 }).length,
    0,
  )

test('the first load is the module script, its preloads, what they import, and the stylesheets', () => {
  const dir = fixture({ entry: 4000, css: 2000, route: 3000 })
  const measured = measure(dir)

  expect(measured.firstLoadJs.files).toEqual([
    'assets/entry.js',
    'assets/shared.js',
    'assets/vendor.js',
  ])
  expect(measured.firstLoadJs.gzip).toBe(gz(dir, measured.firstLoadJs.files))
  expect(measured.firstLoadCss.files).toEqual(['assets/app.css'])
  // A route costs its chunk and what only it imports, not what the first load already holds.
  expect(measured.routes).toHaveLength(1)
  expect(measured.routes[0]).toMatchObject({
    chunk: 'assets/route.js',
    files: ['assets/route-only.js', 'assets/route.js'],
  })
})

const budgets: Budgets = { firstLoadJs: 8 * KiB, firstLoadCss: 3 * KiB, route: 5 * KiB }

test('within every budget the verdict is ok and prints each figure beside its budget', () => {
  const verdict = judge(measure(fixture({ entry: 4000, css: 2000, route: 3000 })), budgets)

  expect(verdict.ok).toBe(true)
  expect(verdict.lines.join('\n')).toMatch(
    /ok {4}first load JS \(3 files, gzip -9\) +\d+\.\d KiB {2}budget 8\.0 KiB/,
  )
  expect(verdict.lines.join('\n')).toMatch(/ok {4}first load CSS .*budget 3\.0 KiB/)
  expect(verdict.lines.join('\n')).toMatch(
    /ok {4}heaviest lazy chunk \(assets\/route\.js\).*budget 5\.0 KiB/,
  )
})

test.each([
  ['first load JS', { entry: 16_000, css: 2000, route: 3000 }, /OVER {2}first load JS/],
  ['first load CSS', { entry: 4000, css: 8000, route: 3000 }, /OVER {2}first load CSS/],
  ['a route', { entry: 4000, css: 2000, route: 12_000 }, /OVER {2}lazy chunk assets\/route\.js/],
])('over budget on %s, the verdict fails and says which', (_name, sizes, line) => {
  const verdict = judge(measure(fixture(sizes)), budgets)

  expect(verdict.ok).toBe(false)
  expect(verdict.lines.join('\n')).toMatch(line)
})

test('`npm run budgets` exits 1 over budget and 0 within it (the CI step)', () => {
  const run = (dir: string) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'scripts/budgets.ts', dir], {
      encoding: 'utf8',
    })
  // The real budgets (150 / 15 / 100 KiB): a 300 KiB entry (~225 KiB gzip) is over.
  const over = run(fixture({ entry: 300 * KiB, css: 2000, route: 3000 }))
  expect(over.status).toBe(1)
  expect(over.stdout).toMatch(/OVER {2}first load JS/)
  expect(over.stderr).toMatch(/a byte budget is exceeded/)

  const within = run(fixture({ entry: 4000, css: 2000, route: 3000 }))
  expect(within.status).toBe(0)
  expect(within.stdout).not.toMatch(/OVER/)
})
