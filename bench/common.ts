// What every part of the bench shares: the row it prints, ports, and the real server started as
// a child process on its own port and data directory.
import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'

/** One line of the bench's table: a figure beside its reference and its target. */
export interface Row {
  figure: string
  value: string
  reference: string
  /** value / reference, when both are numbers of the same kind. */
  ratio: string
  target: string
  /** null: measured, but no target to meet (context for the row above). */
  pass: boolean | null
}

export function row(
  figure: string,
  value: string,
  target: string,
  pass: boolean | null,
  reference = '—',
  ratio = '—',
): Row {
  return { figure, value, reference, ratio, target, pass }
}

/** A row saying why a part could not be measured: counted as a failure, never as a pass. */
export function notMeasured(figure: string, target: string, why: string): Row {
  return row(figure, `not measured: ${why}`, target, false)
}

export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`
export const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`

// The other engineers' servers on this machine listen on 3100, 3210, 3220, 3230 (and their
// emulators on 9xxx); the bench takes ports from 3241 up, checking each is free.
let nextPort = Number(process.env.BENCH_FIRST_PORT ?? 3241)

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer()
    server.once('error', () => resolve(false))
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)))
  })
}

export async function freePort(): Promise<number> {
  for (;;) {
    const port = nextPort++
    if ([3100, 3210, 3220, 3230].includes(port)) continue
    if (await isFree(port)) return port
  }
}

export async function portsFree(ports: number[]): Promise<boolean> {
  for (const port of ports) {
    const inUse = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1')
      socket.once('connect', () => (socket.destroy(), resolve(true)))
      socket.once('error', () => resolve(false))
    })
    if (inUse) return false
  }
  return true
}

/** Until `url` answers 2xx (or anything at all, with `anyAnswer`); answers the ms it took. */
export async function waitFor(url: string, timeoutMs: number, anyAnswer = false): Promise<number> {
  const started = Date.now()
  while (Date.now() - started < timeoutMs) {
    const ok = await fetch(url)
      .then((r) => r.ok || anyAnswer)
      .catch(() => false)
    if (ok) return Date.now() - started
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`)
}

export interface RunningServer {
  base: string
  port: number
  child: ChildProcess
  /** Where its stdout (the access log) and stderr go. */
  logFile: string
  /** host:port of the Auth emulator it started, if asked to. */
  emulatorHost: string | undefined
  stop(): Promise<void>
}

/**
 * `node --import tsx server/server.ts` on its own port and data directory, its access log on
 * (LOG_LEVEL=info) and written to a file, as a real deployment's goes to a file or a journal.
 */
export async function startServer(options: {
  dataDir: string
  env?: Record<string, string>
  nodeArgs?: string[]
  /** Start the embedded Auth emulator (needed to sign in); otherwise none is started. */
  emulator?: boolean
}): Promise<RunningServer> {
  const port = await freePort()
  const emulatorPort = options.emulator ? await freePort() : 0
  const logFile = path.join(options.dataDir, 'server.log')
  const out = fs.openSync(logFile, 'a')
  // The bench's own environment must not choose the child's emulator.
  const { FIREBASE_AUTH_EMULATOR_HOST: _taken, ...env } = process.env
  const child = spawn(
    process.execPath,
    [...(options.nodeArgs ?? []), '--import', 'tsx', 'server/server.ts'],
    {
      env: {
        ...env,
        NODE_ENV: 'production',
        PORT: String(port),
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        DATA_DIR: options.dataDir,
        SEED: 'false',
        LOG_LEVEL: 'info',
        ...(options.emulator
          ? { AUTH_EMULATOR_PORT: String(emulatorPort) }
          : // An address nothing answers on: identity calls fail, reading needs none.
            { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:1' }),
        ...options.env,
      },
      stdio: ['ignore', out, out],
    },
  )
  fs.closeSync(out)
  const base = `http://127.0.0.1:${port}`
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  try {
    await Promise.race([
      // Without an emulator the health check says "degraded" (503): listening is what counts.
      waitFor(`${base}/api/health`, 120_000, !options.emulator),
      exited.then(() => {
        throw new Error(`the server exited: ${fs.readFileSync(logFile, 'utf8').slice(-2000)}`)
      }),
    ])
  } catch (error) {
    child.kill('SIGKILL')
    throw error
  }
  return {
    base,
    port,
    child,
    logFile,
    emulatorHost: options.emulator ? `127.0.0.1:${emulatorPort}` : undefined,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM')
      await exited
    },
  }
}
