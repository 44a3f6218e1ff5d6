// What the client's build is made from, as one hash: `npm start` builds again only when it
// changed (docs/decisions/0070). The built client takes its deployment settings from the server
// at run time (server/plugins/spa.ts), so no environment variable is an input.
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

const INPUTS = [
  'src',
  'contract',
  'markdown',
  'public',
  'scripts',
  'index.html',
  'vite.config.ts',
  'postcss.config.cjs',
  'tsconfig.json',
  'package-lock.json',
]

/** The stamp the last build left beside its server render (never served). */
export const stampFile = (root: string) => path.join(root, 'dist-ssr', 'build-inputs.txt')

export function buildInputsHash(root: string): string {
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
  for (const input of INPUTS) add(input)
  return hash.digest('hex')
}

/** True when dist/ and dist-ssr/ were built from exactly these sources. */
export function buildIsCurrent(root: string, hash = buildInputsHash(root)): boolean {
  const built = ['dist/index.html', 'dist-ssr/entry-server.js'].every((file) =>
    fs.existsSync(path.join(root, file)),
  )
  const stamp = stampFile(root)
  return built && fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === hash
}
