// Start and memory: the compiled server as `npm start` runs it (docs/decisions/0073) beside the
// sources run by tsx, as `npm start` ran them before. Each run is a cold start on a fresh data
// directory with the demo seed and the embedded Auth emulator, as `npm start` does it on a
// current build: spawn → a healthy /api/health, then the server's resident memory after a few
// seconds at rest and again after some requests, then SIGTERM → exit with its ports free.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { SERVER_ENTRY } from '../scripts/build-server'
import { type Row, freePort, notMeasured, portsFree, row, waitFor } from './common'

const RUNS = 3
const TSX = ['--import', 'tsx', 'server/server.ts']
const REST_MS = 5_000
const WARM_PATHS = ['/', '/api/health', '/rss.xml', '/sitemap.xml', '/api/posts']
const WARM_ROUNDS = 20

/** The server's and its emulator's: the same for every run, each run frees them (checked). */
type Ports = [number, number]

interface Run {
  healthyMs: number
  restBytes: number
  warmBytes: number
  stopMs: number
  portsFree: boolean
}

const residentBytes = (pid: number) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) * 1024

/** The server's own start, to listening: no emulator to wait for, no seed. */
async function bareStart(nodeArgs: string[], [port]: Ports): Promise<number> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quill-bench-start-'))
  const started = Date.now()
  const child = spawn(process.execPath, nodeArgs, {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED: 'false',
      // An address nothing answers on: health says "degraded" (503), listening is what counts.
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:1',
    },
    stdio: 'ignore',
  })
  const exited = new Promise((resolve) => child.once('exit', resolve))
  try {
    await waitFor(`http://127.0.0.1:${port}/api/health`, 60_000, true)
    return Date.now() - started
  } finally {
    child.kill('SIGTERM')
    await exited
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

async function coldStart(nodeArgs: string[], [port, emulatorPort]: Ports): Promise<Run> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quill-bench-start-'))
  const { FIREBASE_AUTH_EMULATOR_HOST: _taken, ...env } = process.env
  const started = Date.now()
  const child = spawn(process.execPath, nodeArgs, {
    env: {
      ...env,
      PORT: String(port),
      AUTH_EMULATOR_PORT: String(emulatorPort),
      DATA_DIR: dataDir,
    },
    stdio: 'ignore',
  })
  const exited = new Promise((resolve) => child.once('exit', resolve))
  try {
    const base = `http://127.0.0.1:${port}`
    await waitFor(`${base}/api/health`, 90_000)
    const healthyMs = Date.now() - started
    await new Promise((resolve) => setTimeout(resolve, REST_MS))
    const restBytes = residentBytes(child.pid ?? 0)
    for (let round = 0; round < WARM_ROUNDS; round++) {
      await Promise.all(WARM_PATHS.map((p) => fetch(base + p).then((r) => r.arrayBuffer())))
    }
    const warmBytes = residentBytes(child.pid ?? 0)
    const stopAt = Date.now()
    child.kill('SIGTERM')
    await exited
    const stopMs = Date.now() - stopAt
    return {
      healthyMs,
      restBytes,
      warmBytes,
      stopMs,
      portsFree: await portsFree([port, emulatorPort]),
    }
  } finally {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`
const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MiB`
const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}×`

export async function startRows(log: (line: string) => void): Promise<Row[]> {
  const built = ['dist/index.html', SERVER_ENTRY].every((file) => fs.existsSync(path.resolve(file)))
  if (!built)
    return [
      notMeasured('Cold start to a healthy /api/health', '≤ 10 s', 'no build (npm run build)'),
    ]
  const compiled: Run[] = []
  const tsx: Run[] = []
  const bare: number[] = []
  const bareTsx: number[] = []
  const ports: Ports = [await freePort(), await freePort()]
  for (let i = 0; i < RUNS; i++) {
    log(`start: cold start ${i + 1} of ${RUNS}, compiled and under tsx …`)
    compiled.push(await coldStart([SERVER_ENTRY], ports))
    tsx.push(await coldStart(TSX, ports))
    bare.push(await bareStart([SERVER_ENTRY], ports))
    bareTsx.push(await bareStart(TSX, ports))
  }
  const figure = (runs: Run[], key: 'healthyMs' | 'restBytes' | 'warmBytes') =>
    median(runs.map((run) => run[key]))
  const [start, startTsx] = [figure(compiled, 'healthyMs'), figure(tsx, 'healthyMs')]
  const [rest, restTsx] = [figure(compiled, 'restBytes'), figure(tsx, 'restBytes')]
  const [warm, warmTsx] = [figure(compiled, 'warmBytes'), figure(tsx, 'warmBytes')]
  const stopMs = Math.max(...compiled.map((run) => run.stopMs))
  const clean = compiled.every((run) => run.portsFree)
  const tsxRef = (text: string) => `${text} (tsx)`
  return [
    row(
      `Cold start (compiled, demo seed, Auth emulator) to a healthy /api/health, median of ${RUNS}`,
      seconds(start),
      '≤ 10 s',
      start <= 10_000,
      tsxRef(seconds(startTsx)),
      ratio(start, startTsx),
    ),
    row(
      `The server alone (no emulator, no seed): spawn to listening, median of ${RUNS}`,
      seconds(median(bare)),
      '',
      null,
      tsxRef(seconds(median(bareTsx))),
      ratio(median(bare), median(bareTsx)),
    ),
    row(
      `Server memory (RSS) at rest, ${REST_MS / 1000} s after healthy`,
      mib(rest),
      '',
      null,
      tsxRef(mib(restTsx)),
      ratio(rest, restTsx),
    ),
    row(
      `Server memory (RSS) after ${WARM_ROUNDS * WARM_PATHS.length} requests`,
      mib(warm),
      '',
      null,
      tsxRef(mib(warmTsx)),
      ratio(warm, warmTsx),
    ),
    row(
      'SIGTERM to exit (slowest), ports free after',
      `${seconds(stopMs)}, ${clean ? 'ports free' : 'PORTS STILL TAKEN'}`,
      'ports free',
      clean,
    ),
  ]
}
