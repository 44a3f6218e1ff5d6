// The client's two builds (the client, then its server render: docs/decisions/0019), the
// compiled server (scripts/build-server.ts, docs/decisions/0073), and the stamps of the sources
// they were made from (scripts/build-inputs.ts). `npm run build` prints Vite's full report and
// builds everything; `npm start` passes `--if-changed`: quiet, and only what changed.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { CLIENT, SERVER, buildInputsHash, buildIsCurrent, stampFile } from './build-inputs'
import { buildServer } from './build-server'

const root = path.resolve(import.meta.dirname, '..')
// Vite's command, found beside its package.json (its `exports` do not name the bin).
const vite = path.join(
  path.dirname(createRequire(import.meta.url).resolve('vite/package.json')),
  'bin/vite.js',
)
const BUILDS = [
  { what: 'the client', args: ['build'] },
  {
    what: 'its server render',
    args: ['build', '--ssr', 'src/entry-server.tsx', '--outDir', 'dist-ssr'],
  },
]

export function buildClient({ quiet = false, onlyIfChanged = false } = {}) {
  const hash = buildInputsHash(root, CLIENT)
  if (onlyIfChanged && buildIsCurrent(root, CLIENT, hash)) {
    console.log('The client is built from these sources already.')
    return
  }
  const started = Date.now()
  for (const { what, args } of BUILDS) {
    if (quiet) console.log(`Building ${what} …`)
    const result = spawnSync(
      process.execPath,
      [vite, ...args, ...(quiet ? ['--logLevel', 'warn'] : [])],
      {
        cwd: root,
        stdio: 'inherit',
        // Vite's notice about a config loader it may make the default one day: nothing to do here.
        env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
      },
    )
    if (result.status !== 0) process.exit(result.status ?? 1)
  }
  fs.writeFileSync(stampFile(root, CLIENT), hash)
  if (quiet) console.log(`Built in ${((Date.now() - started) / 1000).toFixed(0)} s.`)
}

export async function buildServerIfChanged({ quiet = false, onlyIfChanged = false } = {}) {
  const hash = buildInputsHash(root, SERVER)
  if (onlyIfChanged && buildIsCurrent(root, SERVER, hash)) return
  const started = Date.now()
  await buildServer(root)
  fs.writeFileSync(stampFile(root, SERVER), hash)
  if (!quiet || onlyIfChanged) {
    console.log(`Compiled the server in ${((Date.now() - started) / 1000).toFixed(1)} s.`)
  }
}

if (process.argv[1] === import.meta.filename) {
  const onlyIfChanged = process.argv.includes('--if-changed')
  buildClient({ quiet: onlyIfChanged, onlyIfChanged })
  await buildServerIfChanged({ quiet: onlyIfChanged, onlyIfChanged })
}
