// Keeps the embedded Auth emulator's users in DATA_DIR while it runs, not only when it stops
// (docs/decisions/0052): the server asks the emulator for its users and its config every few
// seconds through the emulator's own REST API, and writes them in the layout `firebase
// emulators:start --import` reads, each file replaced by a rename so a crash at any moment
// leaves the previous copy or the new one, never half of one.
import fs from 'node:fs'
import path from 'node:path'
import { projectRoot as root } from '../project-root'

/** How often a running emulator's users are saved: what a crash of the whole machine can lose. */
export const EXPORT_EVERY_MS = 5_000

const METADATA_FILE = 'firebase-export-metadata.json'
const AUTH_PATH = 'auth_export'

/** Whether `usersDir` holds an export the emulator can import. */
export function hasExport(usersDir: string): boolean {
  return fs.existsSync(path.join(usersDir, METADATA_FILE))
}

function cliVersion(): string {
  const pkg = path.join(root, 'node_modules', 'firebase-tools', 'package.json')
  return (JSON.parse(fs.readFileSync(pkg, 'utf8')) as { version: string }).version
}

/**
 * Writes `text` to `file` through a sibling in `usersDir` (the same file system, so the rename
 * is atomic), flushed first: the import reads every file in auth_export whose name has
 * "accounts" in it, so nothing half-written or temporary may ever be there.
 */
function replaceFile(usersDir: string, file: string, text: string): void {
  const next = path.join(usersDir, `next-${path.basename(file)}`)
  const fd = fs.openSync(next, 'w')
  try {
    fs.writeSync(fd, text)
    fs.fsyncSync(fd)
  } finally {
    fs.closeSync(fd)
  }
  fs.renameSync(next, file)
}

async function read(url: string, timeoutMs: number): Promise<string> {
  const res = await fetch(url, {
    headers: { authorization: 'Bearer owner' },
    signal: AbortSignal.timeout(timeoutMs),
  })
  if (!res.ok) throw new Error(`${url}: ${res.status}`)
  return res.text()
}

/**
 * Saves the users and config of the emulator at `emulatorUrl` in `usersDir`; answers the text
 * written, and writes nothing when it equals `previous` (an idle emulator costs one read).
 */
export async function exportUsers(
  emulatorUrl: string,
  projectId: string,
  usersDir: string,
  previous?: string,
  timeoutMs = 10_000,
): Promise<string> {
  const [accounts, config] = await Promise.all([
    read(
      `${emulatorUrl}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts:batchGet?maxResults=-1`,
      timeoutMs,
    ),
    read(`${emulatorUrl}/emulator/v1/projects/${projectId}/config`, timeoutMs),
  ])
  const snapshot = `${accounts}\n${config}`
  if (snapshot === previous && hasExport(usersDir)) return snapshot
  const authDir = path.join(usersDir, AUTH_PATH)
  fs.mkdirSync(authDir, { recursive: true })
  replaceFile(usersDir, path.join(authDir, 'config.json'), config)
  replaceFile(usersDir, path.join(authDir, 'accounts.json'), accounts)
  if (!hasExport(usersDir)) {
    // Last: the start imports a folder only once it has this file, so it has the rest.
    const version = cliVersion()
    const metadata = { version, auth: { version, path: AUTH_PATH } }
    replaceFile(usersDir, path.join(usersDir, METADATA_FILE), JSON.stringify(metadata, null, 2))
  }
  // The renames themselves survive a power loss once their folders are flushed.
  for (const dir of [authDir, usersDir]) {
    const fd = fs.openSync(dir, 'r')
    try {
      fs.fsyncSync(fd)
    } finally {
      fs.closeSync(fd)
    }
  }
  return snapshot
}

export interface UserKeeper {
  /** Saves now, after any save under way. */
  flush(): Promise<void>
  /** The last save, then no more. */
  stop(): Promise<void>
}

/** Saves the emulator's users every `everyMs`, one save at a time, until stopped. */
export function keepUsers(options: {
  emulatorUrl: string
  projectId: string
  usersDir: string
  everyMs?: number
  onError?: (error: unknown) => void
}): UserKeeper {
  const { emulatorUrl, projectId, usersDir, everyMs = EXPORT_EVERY_MS, onError } = options
  let last: string | undefined
  let chain: Promise<void> = Promise.resolve()
  let timer: NodeJS.Timeout | undefined
  let stopped = false

  const flush = () => {
    chain = chain.then(async () => {
      try {
        last = await exportUsers(emulatorUrl, projectId, usersDir, last)
      } catch (error) {
        onError?.(error)
      }
    })
    return chain
  }
  const tick = () => {
    timer = setTimeout(() => {
      void flush().then(() => {
        if (!stopped) tick()
      })
    }, everyMs)
    // A timer alone never keeps the process alive.
    timer.unref()
  }
  tick()
  return {
    flush,
    stop: async () => {
      stopped = true
      clearTimeout(timer)
      await flush()
    },
  }
}
