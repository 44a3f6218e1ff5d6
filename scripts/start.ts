// `npm start`: builds the client and its server render saying only what is happening (warnings
// and errors still show), then runs the server in this process (server/server.ts), whose own
// signal handling stops it. `npm run build` keeps Vite's full report for whoever wants it.
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { createRequire } from 'node:module'

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

const started = Date.now()
for (const { what, args } of BUILDS) {
  console.log(`Building ${what} …`)
  const result = spawnSync(process.execPath, [vite, ...args, '--logLevel', 'warn'], {
    stdio: 'inherit',
    // Vite's notice about a config loader it may make the default one day: nothing to do here.
    env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
  })
  if (result.status !== 0) process.exit(result.status ?? 1)
}
console.log(`Built in ${((Date.now() - started) / 1000).toFixed(0)} s.`)

await import('../server/server')
