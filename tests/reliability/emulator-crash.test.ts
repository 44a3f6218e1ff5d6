// The embedded Auth emulator's users survive a crash (docs/decisions/0052): the real server,
// started the way `npm start` starts it (no FIREBASE_PROJECT_ID, no FIREBASE_AUTH_EMULATOR_HOST:
// it runs its own emulator, users kept in DATA_DIR), makes accounts that post, and is killed with
// SIGKILL. Once the server alone dies (the emulator lives on in its own process group), and once
// the server and its emulator both die (a machine that loses power): after each restart the
// accounts sign in with their passwords and still own their posts. The emulator takes 12–20 s
// to start, so this test starts three of them; the database plays no part (SQLite only).
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { freePort } from '../../server/dev/emulator'
import { TEST_IMAGE } from '../setup/users'
import { figure } from './figures'
import { type Server, exited, kill9, serverEnv, startServer } from './real-server'
import { createAccount, signIn } from './sign-up'

const START_MS = 90_000

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quill-emulator-crash-'))
let server: Server | undefined

/** The emulator the server in `dataDir` started, as its PID file names it. */
function emulatorPid(): number | undefined {
  try {
    const text = fs.readFileSync(path.join(dataDir, 'auth-emulator.pid'), 'utf8')
    const parsed: unknown = JSON.parse(text)
    const pid = typeof parsed === 'number' ? parsed : (parsed as { pid?: unknown }).pid
    return typeof pid === 'number' && fs.existsSync(`/proc/${pid}`) ? pid : undefined
  } catch {
    return undefined
  }
}

function killGroup(pid: number): void {
  try {
    process.kill(-pid, 'SIGKILL')
  } catch {
    // Gone already.
  }
}

afterAll(async () => {
  if (server && !exited(server.child)) {
    // A clean stop: the server stops its emulator.
    const child = server.child
    const gone = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGTERM')
    await Promise.race([gone, new Promise((resolve) => setTimeout(resolve, 20_000))])
    if (!exited(child)) child.kill('SIGKILL')
  }
  const left = emulatorPid()
  if (left !== undefined) killGroup(left)
  fs.rmSync(dataDir, { recursive: true, force: true })
}, 30_000)

interface Account {
  email: string
  postId: string
}

/** A verified account with a password, made in the emulator, that publishes one post. */
async function makeAccount(serverUrl: string, emulatorUrl: string): Promise<Account> {
  const email = `survivor-${randomBytes(4).toString('hex')}@example.com`
  await createAccount(emulatorUrl, email, 'Survivor')
  const token = await signIn(serverUrl, emulatorUrl, email)
  const res = await fetch(`${serverUrl}/api/post`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      postTitle: 'Still mine',
      postBody: 'Written before the crash.',
      image: TEST_IMAGE,
    }),
  })
  if (res.status !== 201) throw new Error(`POST /api/post: ${res.status} ${await res.text()}`)
  const { insertedId } = (await res.json()) as { insertedId: string }
  return { email, postId: insertedId }
}

/** Each account signs in again and deletes its own post: the same person, the same uid. */
async function stillThere(serverUrl: string, emulatorUrl: string, accounts: Account[]) {
  const failures: string[] = []
  for (const account of accounts) {
    try {
      const token = await signIn(serverUrl, emulatorUrl, account.email)
      const res = await fetch(`${serverUrl}/api/deletePost/${account.postId}`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${token}` },
      })
      if (res.status !== 200) failures.push(`${account.email}: delete answered ${res.status}`)
    } catch (error) {
      failures.push(`${account.email}: ${String(error)}`)
    }
  }
  return failures
}

test('accounts made before a kill -9 sign in after the restart', { timeout: 400_000 }, async () => {
  const port = await freePort()
  const emulatorUrl = `http://127.0.0.1:${port}`
  const { env } = await serverEnv('sqlite', dataDir, {
    // Empty means unset: the server starts its own emulator, as `npm start` does.
    FIREBASE_PROJECT_ID: '',
    FIREBASE_AUTH_EMULATOR_HOST: '',
    AUTH_EMULATOR_PORT: String(port),
  })

  // The server dies; its emulator, in its own process group, lives on.
  let started = performance.now()
  server = await startServer(env, { startTimeoutMs: START_MS })
  const firstStartMs = performance.now() - started
  const before = await Promise.all([1, 2, 3].map(() => makeAccount(server?.url ?? '', emulatorUrl)))
  await kill9(server)
  started = performance.now()
  server = await startServer(env, { startTimeoutMs: START_MS })
  const restartMs = performance.now() - started
  expect(await stillThere(server.url, emulatorUrl, before)).toEqual([])

  // The server and its emulator both die: what the emulator had exported is what is left,
  // and it exports on its own, without a clean stop.
  const again = await Promise.all([1, 2].map(() => makeAccount(server?.url ?? '', emulatorUrl)))
  const exportFile = path.join(dataDir, 'auth-emulator', 'auth_export', 'accounts.json')
  const exportDeadline = Date.now() + 15_000
  const exported = () => {
    const text = fs.existsSync(exportFile) ? fs.readFileSync(exportFile, 'utf8') : ''
    return again.every((account) => text.includes(account.email))
  }
  while (!exported() && Date.now() < exportDeadline) await new Promise((r) => setTimeout(r, 250))
  const exportWaitMs = 15_000 - (exportDeadline - Date.now())
  const emulator = emulatorPid()
  expect(emulator).toBeDefined()
  await kill9(server)
  if (emulator !== undefined) killGroup(emulator)
  server = await startServer(env, { startTimeoutMs: START_MS })
  expect(await stillThere(server.url, emulatorUrl, again)).toEqual([])

  figure('emulator kill -9', {
    'first start ms': Math.round(firstStartMs),
    'restart after kill -9 ms': Math.round(restartMs),
    'export seen after ms': Math.round(exportWaitMs),
    'accounts lost': 0,
  })
})
