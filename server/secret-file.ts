// A secret the operator did not configure: made once into DATA_DIR and kept there, readable by
// us only, so `npm start` works with no configuration and a restart keeps what was made.
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

/** `DATA_DIR/<name>`'s text, written first as `bytes` random bytes (base64url) if missing. */
export function secretInDataDir(dataDir: string, name: string, bytes: number): string {
  const file = path.join(dataDir, name)
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true })
    try {
      fs.writeFileSync(file, randomBytes(bytes).toString('base64url'), { mode: 0o600, flag: 'wx' })
    } catch (error) {
      // Another instance wrote it first: use theirs.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
  }
  return fs.readFileSync(file, 'utf8').trim()
}
