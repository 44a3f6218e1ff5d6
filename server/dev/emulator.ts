// Runs the Firebase Auth emulator as a child process for the embedded mode: started before the
// server listens, stopped by PID when it exits, its users exported to DATA_DIR on the way out.
import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const firebaseBin = path.join(root, 'node_modules', 'firebase-tools', 'lib', 'bin', 'firebase.js')

export interface EmulatorOptions {
  projectId: string
  host: string
  port: number
  /** Users are imported from and exported to this folder; none means nothing is kept. */
  dataDir?: string
  log?: (line: string) => void
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

/**
 * An emulator left behind by a server that was killed outright (kill -9 reaches only the
 * server; the emulator runs in its own process group): stop it before starting a new one.
 */
async function stopLeftover(pidFile: string): Promise<void> {
  let pid: number
  try {
    pid = Number(fs.readFileSync(pidFile, 'utf8'))
  } catch {
    return
  }
  try {
    const cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8')
    if (cmdline.includes('firebase') && cmdline.includes('emulators:start')) {
      process.kill(pid, 'SIGINT')
      for (let i = 0; i < 40 && fs.existsSync(`/proc/${pid}`); i++) {
        await new Promise((resolve) => setTimeout(resolve, 250))
      }
    }
  } catch {
    // Not running any more (or not on Linux): nothing to stop.
  }
  fs.rmSync(pidFile, { force: true })
}

export async function startAuthEmulator(options: EmulatorOptions): Promise<RunningEmulator> {
  const { projectId, host, port, dataDir, log = () => {}, timeoutMs = 60_000 } = options
  const url = `http://${host}:${port}`
  const pidFile = dataDir ? path.join(dataDir, 'auth-emulator.pid') : undefined
  if (pidFile) await stopLeftover(pidFile)
  if (await emulatorAnswers(url)) {
    throw new Error(
      `Port ${port} already answers as an Auth emulator; stop it, or set FIREBASE_AUTH_EMULATOR_HOST=${host}:${port} to use it`,
    )
  }

  // A folder of our own for the config, so the port can differ per run (tests) and the UI (which
  // would try to download itself) stays off. It is the emulator's temp folder too: firebase-tools
  // writes its hub locator (`hub-<project>.json`) there, and finds the hub to export users from
  // by it; in the shared system temp folder, two emulators of one project would find one hub,
  // and one would save (and later load) the other's users.
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
  if (dataDir) {
    const usersDir = path.join(dataDir, 'auth-emulator')
    if (fs.existsSync(path.join(usersDir, 'firebase-export-metadata.json'))) {
      args.push('--import', usersDir)
    }
    args.push('--export-on-exit', usersDir)
  }

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
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const output: string[] = []
  const collect = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) {
      if (!line.trim()) continue
      output.push(line)
      if (output.length > 50) output.shift()
      log(line)
    }
  }
  child.stdout?.on('data', collect)
  child.stderr?.on('data', collect)
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  )
  if (child.pid === undefined) throw new Error('Could not start the Firebase Auth emulator')

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
    fs.rmSync(workDir, { recursive: true, force: true })
    throw new Error(`The Firebase Auth emulator did not start:\n${output.join('\n')}`)
  }

  const pid = child.pid
  if (pidFile) fs.writeFileSync(pidFile, String(pid))
  return {
    pid,
    url,
    stop: async () => {
      await stopChild(child, exited)
      fs.rmSync(workDir, { recursive: true, force: true })
      if (pidFile) fs.rmSync(pidFile, { force: true })
    },
  }
}

async function stopChild(child: ChildProcess, exited: Promise<number | null>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  // SIGINT lets firebase-tools export the users before it exits.
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
