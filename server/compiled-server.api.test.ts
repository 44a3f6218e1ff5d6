// Production runs the compiled server (docs/decisions/0073): `npm start` and `npm run serve` end
// in plain `node dist-server/server/server.js`, with no TypeScript loader, and that output starts
// and answers on its own. Node 20 cannot load a `.ts` file without a loader, so a server that
// answers here, started with none, loaded none.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import { SERVER_ENTRY } from '../scripts/build-server'
import { buildServerIfChanged } from '../scripts/build'
import { EMULATOR_PROJECT_ID } from './config'
import { freePort } from './dev/emulator'
import { projectRoot } from './project-root'

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quill-compiled-'))
let stop = () => Promise.resolve()
afterAll(async () => {
  await stop()
  fs.rmSync(dataDir, { recursive: true, force: true })
})
beforeAll(() => buildServerIfChanged({ onlyIfChanged: true, quiet: true }), 60_000)

function compiledFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .flatMap((entry) => (entry.isFile() ? [path.join(entry.parentPath, entry.name)] : []))
}

test('npm start and npm run serve run the compiled entry with plain node', () => {
  const { scripts } = JSON.parse(
    fs.readFileSync(path.join(projectRoot, 'package.json'), 'utf8'),
  ) as { scripts: Record<string, string> }
  const runs = (script = '') => script.split('&&').at(-1)?.trim()
  expect(runs(scripts.start)).toBe(`exec node ${SERVER_ENTRY}`)
  expect(runs(scripts.serve)).toBe(`exec node ${SERVER_ENTRY}`)
})

test('the compiled output imports only .js beside it, and ships no test file', () => {
  const files = compiledFiles(path.join(projectRoot, 'dist-server'))
  expect(files.filter((file) => /\.test\.js$|\.ts$/.test(file))).toEqual([])
  const relativeImport = /(?:from|import)\s*\(?\s*"(\.{1,2}\/[^"]*)"/g
  const unloadable = files
    .filter((file) => file.endsWith('.js'))
    .flatMap((file) =>
      [...fs.readFileSync(file, 'utf8').matchAll(relativeImport)]
        .map((match) => match[1] ?? '')
        .filter((specifier) => !fs.existsSync(path.resolve(path.dirname(file), specifier)))
        .map((specifier) => `${path.relative(projectRoot, file)}: ${specifier}`),
    )
  expect(unloadable).toEqual([])
  expect(files.some((file) => file.endsWith('server/posts/routes.js'))).toBe(true)
  expect(files.some((file) => /server\/db\/migrations\/001-[^/]+\.js$/.test(file))).toBe(true)
})

test('the compiled server starts with no loader and answers its health check and a page', async () => {
  const port = await freePort()
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: projectRoot,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED: 'false',
      LOG_LEVEL: 'warn',
      FIREBASE_PROJECT_ID: EMULATOR_PROJECT_ID,
      FIREBASE_AUTH_EMULATOR_HOST: inject('emulatorHost'),
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let errors = ''
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()))
  const exited = new Promise((resolve) => child.once('exit', resolve))
  stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
    await exited
  }
  const base = `http://127.0.0.1:${port}`
  let health: Response | undefined
  for (let tries = 0; tries < 200 && !health && child.exitCode === null; tries++) {
    health = await fetch(`${base}/api/health`).catch(() => undefined)
    if (!health) await new Promise((resolve) => setTimeout(resolve, 100))
  }
  expect(errors).toBe('')
  expect(health?.status).toBe(200)
  expect(await health?.json()).toMatchObject({ status: 'ok' })
  const page = await fetch(`${base}/sitemap.xml`)
  expect(page.status).toBe(200)
  expect(await page.text()).toContain('<urlset')
  // Its own signal handling stops it, as Playwright and the reliability tests stop it.
  await stop()
  expect(child.exitCode).toBe(0)
}, 30_000)
