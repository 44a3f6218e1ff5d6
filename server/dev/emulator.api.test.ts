// Two embedded emulators on one machine (say `npm start` and an e2e run) keep apart: each has its
// own temp folder, so the hub file firebase-tools writes there (`hub-<project>.json`) is its
// own, and each saves its own users (asked by its own URL, docs/decisions/0052) when it stops.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { EMULATOR_PROJECT_ID } from '../config'
import { type RunningEmulator, freePort, startAuthEmulator } from './emulator'

const dirs: string[] = []
const running: RunningEmulator[] = []
afterAll(async () => {
  await Promise.all(running.map((emulator) => emulator.stop()))
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true })
})

async function start(): Promise<{ emulator: RunningEmulator; dataDir: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quill-emulator-test-'))
  dirs.push(dataDir)
  const emulator = await startAuthEmulator({
    projectId: EMULATOR_PROJECT_ID,
    host: '127.0.0.1',
    port: await freePort(),
    dataDir,
  })
  running.push(emulator)
  return { emulator, dataDir }
}

/** The emails in an emulator's export of its users (none when it exported nothing). */
function exportedEmails(dataDir: string): string[] {
  const file = path.join(dataDir, 'auth-emulator', 'auth_export', 'accounts.json')
  if (!fs.existsSync(file)) return []
  const { users = [] } = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    users?: { email?: string }[]
  }
  return users.map((user) => user.email ?? '')
}

async function stop(emulator: RunningEmulator): Promise<void> {
  running.splice(running.indexOf(emulator), 1)
  await emulator.stop()
}

test(
  'two emulators of one project keep their hub files and their users apart',
  { timeout: 120_000 },
  async () => {
    const [first, second] = await Promise.all([start(), start()])

    // Neither wrote the shared locator in the system temp folder.
    const shared = path.join(os.tmpdir(), `hub-${EMULATOR_PROJECT_ID}.json`)
    if (fs.existsSync(shared)) {
      const { pid } = JSON.parse(fs.readFileSync(shared, 'utf8')) as { pid?: number }
      expect([first.emulator.pid, second.emulator.pid]).not.toContain(pid)
    }

    const email = `only-in-first-${Date.now()}@example.com`
    const res = await fetch(
      `${first.emulator.url}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=any`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'correct horse battery staple' }),
      },
    )
    expect(res.status).toBe(200)

    // Each exports its own users on the way out: the second has none of the first's.
    await stop(second.emulator)
    expect(exportedEmails(second.dataDir)).not.toContain(email)
    await stop(first.emulator)
    expect(exportedEmails(first.dataDir)).toContain(email)
  },
)
