// A Quill of its own for a spec that changes what the whole site is (its owner, its name): the
// compiled server (built by the suite's own `npm start`) on a port and an empty data folder of its
// own, beside the suite's stack and using its Auth emulator, so the other specs' site stays as
// they expect it. Each start is a fresh install: a spec may run it again (`--repeat-each`).
import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { E2E_EMULATOR_PORT, E2E_PORT } from '../../../playwright.config'

export interface FreshStack {
  /** `http://localhost:<port>`: give it to `page.goto` (absolute) or `test.use({ baseURL })`. */
  url: string
  stop(): Promise<void>
}

/** Ports after the suite's: `offset` 1–9 keeps specs that run their own apart. */
export async function startFreshStack(
  offset: number,
  env: Record<string, string> = {},
): Promise<FreshStack> {
  const port = E2E_PORT + 10 + offset
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quill-fresh-'))
  const child: ChildProcess = spawn(process.execPath, ['dist-server/server/server.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${E2E_EMULATOR_PORT}`,
      SEED: 'false',
      RATE_LIMIT_FACTOR: '20',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let errors = ''
  child.stderr?.on('data', (chunk: Buffer) => {
    errors = (errors + chunk.toString()).slice(-4000)
  })
  const url = `http://localhost:${port}`
  const deadline = Date.now() + 30_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the fresh stack stopped: ${errors}`)
    const ok = await fetch(`${url}/api/health`)
      .then((res) => res.ok)
      .catch(() => false)
    if (ok) break
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`the fresh stack did not start in 30 s: ${errors}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return {
    url,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve))
        child.kill('SIGTERM')
        await exited
      }
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
