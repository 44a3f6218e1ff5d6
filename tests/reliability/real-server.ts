// The real server as a child process, for the tests that kill it or measure it from outside:
// the compiled server as `npm start` runs it (docs/decisions/0073), compiled first when its
// sources changed, started on a free port, ready once /api/health answers.
import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { afterAll, inject } from 'vitest'
import { EMULATOR_PROJECT_ID } from '../../server/config'
import { type DatabaseHandle, openDatabase } from '../../server/db/database'
import type { Dialect } from '../../server/db/schema'
import { freePort } from '../../server/dev/emulator'
import { jobsSchema } from '../../server/jobs/pg-queue'
import { buildServerIfChanged } from '../../scripts/build'
import { SERVER_ENTRY } from '../../scripts/build-server'

const root = path.resolve(import.meta.dirname, '../..')

export interface Server {
  child: ChildProcess
  url: string
  output: () => string
}

export interface StartOptions {
  /**
   * false: nobody reads the server's standard output, as a log shipper that fell behind (its
   * pipe fills, and whatever the server buffers stays in its memory). Default true.
   */
  readOutput?: boolean
  /** How long to wait for /api/health; more when the server starts its own Auth emulator. */
  startTimeoutMs?: number
}

let compiled: Promise<void> | undefined

export async function startServer(
  env: NodeJS.ProcessEnv,
  { readOutput = true, startTimeoutMs = 30_000 }: StartOptions = {},
): Promise<Server> {
  compiled ??= buildServerIfChanged({ onlyIfChanged: true, quiet: true })
  await compiled
  const port = await freePort()
  let output = ''
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: root,
    env: { ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000)
  }
  if (readOutput) child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + startTimeoutMs
  for (;;) {
    if (exited(child)) throw new Error(`the server exited: ${output}`)
    const up = await fetch(`${url}/api/health`)
      .then((res) => res.ok)
      .catch(() => false)
    if (up) return { child, url, output: () => output }
    if (Date.now() > deadline) throw new Error(`the server did not start: ${output}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

export const exited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null

export function kill9(server: Server): Promise<void> {
  return new Promise((resolve) => {
    if (exited(server.child)) return resolve()
    server.child.once('exit', () => resolve())
    server.child.kill('SIGKILL')
  })
}

/** The process's resident set size, in bytes (Linux). */
export function residentBytes(server: Server): number {
  const status = fs.readFileSync(`/proc/${server.child.pid}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? Number.NaN) * 1024
}

/**
 * The environment of a server on `dataDir` for `dialect`: on PostgreSQL in a schema of its own
 * (made here; `drop` removes it), through DATABASE_URL's `search_path`.
 */
export async function serverEnv(
  dialect: Dialect,
  dataDir: string,
  overrides: NodeJS.ProcessEnv = {},
): Promise<{ env: NodeJS.ProcessEnv; schema: string | undefined; drop: () => Promise<void> }> {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED: 'false',
    LOG_LEVEL: 'warn',
    FIREBASE_PROJECT_ID: EMULATOR_PROJECT_ID,
    FIREBASE_AUTH_EMULATOR_HOST: inject('emulatorHost'),
    TOKEN_SECRET: randomBytes(32).toString('hex'),
    RATE_LIMIT_FACTOR: '1000',
    // Post images must come from the image host: this one's, whatever port it gets.
    PUBLIC_URL: 'http://localhost:3000',
    ...overrides,
  }
  const baseUrl = process.env.TEST_DATABASE_URL ?? ''
  if (dialect !== 'postgres') return { env, schema: undefined, drop: async () => {} }
  const schema = `quill_rel_${randomBytes(6).toString('hex')}`
  const admin = async (query: string) => {
    const client = new pg.Client({ connectionString: baseUrl })
    await client.connect()
    await client.query(query)
    await client.end()
  }
  await admin(`CREATE SCHEMA ${schema}`)
  const url = new URL(baseUrl)
  url.searchParams.set('options', `-c search_path=${schema}`)
  return {
    env: { ...env, DATABASE_URL: url.toString() },
    schema,
    drop: async () => {
      await admin(`DROP SCHEMA IF EXISTS ${schema} CASCADE`)
      await admin(`DROP SCHEMA IF EXISTS ${jobsSchema(schema)} CASCADE`)
    },
  }
}

/**
 * The real server of one describe block, on a data folder of its own: `start` makes its
 * environment the first time (serverEnv) and starts it, and again after a kill on the same
 * folder and database; after the block it is killed, its folder removed, its schema dropped.
 */
export function serverOfBlock(
  dialect: Dialect,
  prefix: string,
  overrides: NodeJS.ProcessEnv = {},
  options: StartOptions = {},
) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix))
  let made: Awaited<ReturnType<typeof serverEnv>> | undefined
  let running: Server | undefined
  afterAll(async () => {
    if (running) await kill9(running)
    fs.rmSync(dataDir, { recursive: true, force: true })
    await made?.drop()
  })
  return {
    dataDir,
    /** The database the server writes, opened beside it (after `start`); the caller closes it. */
    database(): DatabaseHandle {
      const schema = made?.schema
      return schema !== undefined
        ? openDatabase({
            databaseUrl: process.env.TEST_DATABASE_URL,
            sqliteFile: '',
            pgSchema: schema,
          })
        : openDatabase({ sqliteFile: path.join(dataDir, 'quill.sqlite') })
    },
    async start(): Promise<Server> {
      made ??= await serverEnv(dialect, dataDir, overrides)
      running = await startServer(made.env, options)
      return running
    },
  }
}
