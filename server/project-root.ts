// The project's root folder (package.json, public/, dist/, node_modules/), found from here by
// walking up to the nearest package.json: the same answer from the sources (server/…) and from
// the compiled server one folder deeper (dist-server/server/…, docs/decisions/0073).
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export function findProjectRoot(from: string): string {
  for (let dir = path.dirname(from); ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir
    if (path.dirname(dir) === dir) throw new Error(`No package.json above ${from}`)
  }
}

export const projectRoot = findProjectRoot(fileURLToPath(import.meta.url))
