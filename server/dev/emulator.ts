// Runs the Firebase Auth emulator as a child process for the embedded mode: started before the
// server listens, stopped by PID when it exits, its users saved to DATA_DIR while it runs and on
// the way out (docs/decisions/0005, 0052).
import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { exportUsers, hasExport, keepUsers } from './emulator-users'
import { projectRoot as root } from '../project-root'

const firebaseBin = path.join(root, 'node_modules', 'firebase-tools', 'lib', 'bin', 'firebase.js')

export interface EmulatorOptions {
  projectId: string
  host: string
  port: number
  /** Users are imported from and exported to this folder; none means nothing is kept. */
  dataDir?: string
  /** Told when a save of the users fails (the next one tries again). */
  onExportError?: (error: unknown) => void
  timeoutMs?: number
}

export interface RunningEmulator {
  pid: number
  url: string
  stop(): Promise<void>
}

/** A port nothing listens on right now. */
export function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', reject)
    probe.listen(0, host, () => {
      const address = probe.address()
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no free port')),
      )
    })
  })
}

/** Answers whether an Auth emulator already listens at `url`. */
export async function emulatorAnswers(url: string): Promise<boolean> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(1000) })
    return res.ok
  } catch {
    return false
  }
}

/** What the PID file says of a running emulator: enough to save its users and clean up after it. */
interface EmulatorState {
  pid: number
  url?: string
  workDir?: string
}

function readState(stateFile: string): EmulatorState | undefined {
  try {
    const parsed: unknown = JSON.parse(fs.readFileSync(stateFile, 'utf8'))
    // Before docs/decisions/0052 the file held the PID alone.
    if (typeof parsed === 'number') return { pid: parsed }
    const state = parsed as Partial<EmulatorState>
    return typeof state.pid === 'number' ? (state as EmulatorState) : undefined
  } catch {
    return undefined
  }
}

function isEmulator(pid: number): boolean {
  try {
    const cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8')
    return cmdline.includes('firebase') && cmdline.includes('emulators:start')
  } catch {
    // Not running any more (or not on Linux).
    return false
  }
}

/** Our own temp folders only: the path comes from a file anyone could have edited. */
function removeWorkDir(workDir: string | undefined): void {
  if (!workDir) return
  const resolved = path.resolve(workDir)
  if (
    path.dirname(resolved) === path.resolve(os.tmpdir()) &&
    path.basename(resolved).startsWith('quill-emulator-')
  )
    fs.rmSync(resolved, { recursive: true, force: true })
}

/**
 * An emulator left behind by a server that was killed outright (kill -9 reaches only the
 * server; the emulator runs in its own process group) still holds every user made since the
 * last save: save them from it, and only then stop it (docs/decisions/0052).
 */
async function stopLeftover(
  stateFile: string,
  fallbackUrl: string,
  projectId: string,
  usersDir: string,
  onExportError: (error: unknown) => void,
): Promise<void> {
  const state = readState(stateFile)
  if (state && isEmulator(state.pid)) {
    await exportUsers(state.url ?? fallbackUrl, projectId, usersDir, undefined, 30_000).catch(
      onExportError,
    )
    try {
      process.kill(-state.pid, 'SIGKILL')
    } catch {
      // Gone meanwhile.
    }
    for (let i = 0; i < 40 && isEmulator(state.pid); i++) {
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  }
  removeWorkDir(state?.workDir)
  fs.rmSync(stateFile, { force: true })
}

export async function startAuthEmulator(options: EmulatorOptions): Promise<RunningEmulator> {
  const { projectId, host, port, dataDir, timeoutMs = 60_000 } = options
  const onExportError =
    options.onExportError ??
    ((error: unknown) => console.warn(`Could not save the emulator's users: ${String(error)}`))
  const url = `http://${host}:${port}`
  const pidFile = dataDir ? path.join(dataDir, 'auth-emulator.pid') : undefined
  const usersDir = dataDir ? path.join(dataDir, 'auth-emulator') : undefined
  if (pidFile && usersDir) await stopLeftover(pidFile, url, projectId, usersDir, onExportError)
  if (await emulatorAnswers(url)) {
    throw new Error(
      `Port ${port} already answers as an Auth emulator; stop it, or set FIREBASE_AUTH_EMULATOR_HOST=${host}:${port} to use it`,
    )
  }

  // A folder of our own for the config, so the port can differ per run (tests) and the UI (which
  // would try to download itself) stays off. It is the emulator's temp folder too: firebase-tools
  // writes its hub locator (`hub-<project>.json`) there; in the shared system temp folder, two
  // emulators of one project would find one hub. Its output goes here too.
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quill-emulator-'))
  const configFile = path.join(workDir, 'firebase.json')
  fs.writeFileSync(
    configFile,
    JSON.stringify({
      emulators: {
        auth: { host, port },
        // firebase-tools also starts a hub and a logging service on fixed ports (4400, 4500);
        // two emulators started at once would fight over them, so each gets free ones.
        hub: { host, port: await freePort(host) },
        logging: { host, port: await freePort(host) },
        ui: { enabled: false },
        singleProjectMode: true,
      },
    }),
  )

  const args = ['emulators:start', '--only', 'auth', '--project', projectId, '--config', configFile]
  // No --export-on-exit: the users are saved by keepUsers, while it runs and before it stops.
  if (usersDir && hasExport(usersDir)) args.push('--import', usersDir)
  // Its output goes to a file, not a pipe: an emulator that outlives a killed server must not
  // die of writing to a pipe nobody reads before its users are saved.
  const logFile = path.join(workDir, 'emulator.log')
  const logFd = fs.openSync(logFile, 'a')

  const child = spawn(process.execPath, [firebaseBin, ...args], {
    cwd: workDir,
    env: {
      ...process.env,
      TMPDIR: workDir,
      TMP: workDir,
      TEMP: workDir,
      CI: '1',
      NO_UPDATE_NOTIFIER: '1',
      FIREBASE_CLI_EXPERIMENTS: '',
    },
    // Its own process group: a terminal's Ctrl-C reaches only us, and we stop it once, in order.
    detached: true,
    stdio: ['ignore', logFd, logFd],
  })
  fs.closeSync(logFd)
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  )
  if (child.pid === undefined) throw new Error('Could not start the Firebase Auth emulator')
  // Known from the first moment: a server killed while the emulator starts leaves it findable.
  if (pidFile) {
    const state: EmulatorState = { pid: child.pid, url, workDir }
    fs.writeFileSync(`${pidFile}.next`, JSON.stringify(state))
    fs.renameSync(`${pidFile}.next`, pidFile)
  }

  const started = Date.now()
  let ready = false
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) break
    if (await emulatorAnswers(url)) {
      ready = true
      break
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  if (!ready) {
    await stopChild(child, exited)
    const output = fs.readFileSync(logFile, 'utf8').trim().split('\n').slice(-50).join('\n')
    fs.rmSync(workDir, { recursive: true, force: true })
    if (pidFile) fs.rmSync(pidFile, { force: true })
    throw new Error(`The Firebase Auth emulator did not start:\n${output}`)
  }

  const keeper = usersDir
    ? keepUsers({ emulatorUrl: url, projectId, usersDir, onError: onExportError })
    : undefined
  return {
    pid: child.pid,
    url,
    stop: async () => {
      await keeper?.stop()
      await stopChild(child, exited)
      fs.rmSync(workDir, { recursive: true, force: true })
      if (pidFile) fs.rmSync(pidFile, { force: true })
    },
  }
}

async function stopChild(child: ChildProcess, exited: Promise<number | null>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  // SIGINT lets firebase-tools shut down cleanly (its users are saved already).
  child.kill('SIGINT')
  const done = await Promise.race([
    exited.then(() => true),
    new Promise<false>((resolve) => setTimeout(() => resolve(false), 10_000)),
  ])
  if (!done && child.pid !== undefined) {
    try {
      process.kill(-child.pid, 'SIGKILL')
    } catch {
      // Already gone.
    }
    await exited
  }
}
