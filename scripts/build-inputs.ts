// What each build is made from, as one hash: `npm start` builds again only what changed
// (docs/decisions/0070, 0073). The client and the compiled server have a stamp each, so a change
// to the server recompiles it (~1 s) without building the client again (~1 min). The built
// client takes its deployment settings from the server at run time (server/plugins/spa.ts), so
// no environment variable is an input.
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

export interface Target {
  /** Files and folders the build reads. */
  inputs: string[]
  /** Files the build leaves; any one missing means building again. */
  outputs: string[]
  /** The stamp the last build left beside its output (never served). */
  stamp: string
}

const common = ['contract', 'markdown', 'package-lock.json']

export const CLIENT: Target = {
  inputs: [
    'src',
    ...common,
    'public',
    'scripts',
    'index.html',
    'vite.config.ts',
    'postcss.config.cjs',
    'tsconfig.json',
  ],
  outputs: ['dist/index.html', 'dist-ssr/entry-server.js'],
  stamp: 'dist-ssr/build-inputs.txt',
}

export const SERVER: Target = {
  inputs: ['server', ...common, 'scripts/build-server.ts', 'tsconfig.node.json'],
  outputs: ['dist-server/server/server.js', 'dist-server/server/transfer/read-worker.cjs'],
  stamp: 'dist-server/build-inputs.txt',
}

export const stampFile = (root: string, target: Target) => path.join(root, target.stamp)

export function buildInputsHash(root: string, target: Target): string {
  const hash = createHash('sha256')
  const add = (relative: string) => {
    const full = path.join(root, relative)
    const stat = fs.statSync(full, { throwIfNoEntry: false })
    if (!stat) return
    if (stat.isDirectory()) {
      for (const entry of fs.readdirSync(full).sort()) add(path.join(relative, entry))
      return
    }
    hash.update(`${relative}\0`).update(fs.readFileSync(full)).update('\0')
  }
  for (const input of target.inputs) add(input)
  return hash.digest('hex')
}

/** True when the target's outputs were built from exactly these sources. */
export function buildIsCurrent(
  root: string,
  target: Target,
  hash = buildInputsHash(root, target),
): boolean {
  const built = target.outputs.every((file) => fs.existsSync(path.join(root, file)))
  const stamp = stampFile(root, target)
  return built && fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === hash
}
