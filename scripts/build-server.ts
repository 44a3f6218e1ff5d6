// The server compiled to JavaScript (docs/decisions/0073): production runs dist-server/, not
// TypeScript compiled at start by tsx. Each file the server needs at run time becomes one ESM
// `.js` at the same place under dist-server/ (server/, contract/, markdown/), because the server
// finds its capabilities and migrations by reading its own folders (server/http/capabilities.ts,
// server/db/migrate.ts). esbuild bundles each file on its own with every import left outside:
// packages as they are, relative imports rewritten to the `.js` they become, which Node's ESM
// loader needs (the sources import without extensions). The worker's code
// (server/transfer/read-worker-code.ts) is bundled here once rather than at each start.
import fs from 'node:fs'
import path from 'node:path'
import { type Plugin, build } from 'esbuild'

export const SERVER_OUT = 'dist-server'
/** What `npm start` and `npm run serve` run (package.json). */
export const SERVER_ENTRY = `${SERVER_OUT}/server/server.js`
/** The entry, and the files the server imports by reading its folders rather than by name. */
const ENTRIES = [
  /^server\/server\.ts$/,
  /^server\/[^/]+\/(root-)?routes\.ts$/,
  /^server\/db\/migrations\/[^/]+\.ts$/,
]
const TEST_ONLY = /(\.test\.tsx?$)|(^tests\/)/

function listFiles(root: string, dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(dir, entry.name)
    return entry.isDirectory() ? listFiles(root, relative) : [relative]
  })
}

/** `./x` → `./x.js`, `../a` (a folder with index.ts) → `../a/index.js`: what the import becomes. */
export function compiledSpecifier(importer: string, resolved: string): string {
  const target = resolved.replace(/\.tsx?$/, '.js')
  const relative = path.relative(path.dirname(importer), target).split(path.sep).join('/')
  return relative.startsWith('.') ? relative : `./${relative}`
}

/** Leaves every import outside the file; relative ones point at the `.js` they compile to. */
export function relativeImportsAsJs(): Plugin {
  return {
    name: 'relative-imports-as-js',
    setup(esbuild) {
      esbuild.onResolve({ filter: /.*/ }, async (args) => {
        if (args.kind === 'entry-point' || args.pluginData === 'inner') return undefined
        if (!args.path.startsWith('.')) return { path: args.path, external: true }
        const resolved = await esbuild.resolve(args.path, {
          kind: args.kind,
          importer: args.importer,
          resolveDir: args.resolveDir,
          pluginData: 'inner',
        })
        if (resolved.errors.length > 0) return { errors: resolved.errors }
        return { path: compiledSpecifier(args.importer, resolved.path), external: true }
      })
    },
  }
}

/** Every source file the server can load at run time, found by following its imports. */
async function serverSources(root: string): Promise<string[]> {
  const entries = listFiles(root, 'server').filter(
    (file) => ENTRIES.some((entry) => entry.test(file)) && !TEST_ONLY.test(file),
  )
  const { metafile } = await build({
    absWorkingDir: root,
    entryPoints: entries,
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    write: false,
    metafile: true,
    outdir: 'out',
    logLevel: 'silent',
  })
  const sources = Object.keys(metafile.inputs).filter((file) => /\.tsx?$/.test(file))
  const testOnly = sources.filter((file) => TEST_ONLY.test(file))
  if (testOnly.length > 0) throw new Error(`The server imports test files: ${testOnly.join(', ')}`)
  return sources.sort()
}

/**
 * Compiles into a folder of its own, then swaps it in: a server already running from
 * dist-server/ (the reliability tests run beside `npm test`, which may compile too) never sees
 * the folder half written or gone for the second the build takes.
 */
export async function buildServer(root: string): Promise<void> {
  const out = path.join(root, SERVER_OUT)
  const next = `${SERVER_OUT}.next-${process.pid}-${Date.now()}`
  const common = {
    absWorkingDir: root,
    platform: 'node',
    target: 'node20',
    logLevel: 'warning',
  } as const
  try {
    await Promise.all([
      build({
        ...common,
        entryPoints: await serverSources(root),
        outdir: next,
        outbase: '.',
        bundle: true,
        format: 'esm',
        sourcemap: 'linked',
        plugins: [relativeImportsAsJs()],
      }),
      build({
        ...common,
        entryPoints: ['server/transfer/read-worker.ts'],
        outfile: path.join(next, 'server/transfer/read-worker.cjs'),
        bundle: true,
        format: 'cjs',
      }),
    ])
    const old = `${out}.old-${process.pid}-${Date.now()}`
    if (fs.existsSync(out)) fs.renameSync(out, old)
    try {
      fs.renameSync(path.join(root, next), out)
    } catch (error) {
      // Another build swapped its own in meanwhile: the same sources, so the same output.
      if (!fs.existsSync(out)) throw error
    }
    fs.rmSync(old, { recursive: true, force: true })
  } finally {
    fs.rmSync(path.join(root, next), { recursive: true, force: true })
  }
}
