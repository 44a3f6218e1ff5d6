// `npm run dev`: the whole stack with hot reload. The Auth emulator starts once here (not on
// every server restart), the API server restarts on change (tsx watch), and Vite serves the
// client on :5173, proxying /api and /images to the server.
import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { EMULATOR_PROJECT_ID, loadConfig } from '../server/config'
import { type RunningEmulator, startAuthEmulator } from '../server/dev/emulator'

if (fs.existsSync('.env')) process.loadEnvFile('.env')
const config = loadConfig()
const env: NodeJS.ProcessEnv = { ...process.env }
let emulator: RunningEmulator | undefined

if (config.identity.mode === 'emulator' && config.identity.startEmulator) {
  const port = Number(config.identity.emulatorHost.split(':')[1])
  console.log(`Starting the Firebase Auth emulator on 127.0.0.1:${port} …`)
  fs.mkdirSync(config.dataDir, { recursive: true })
  emulator = await startAuthEmulator({
    projectId: EMULATOR_PROJECT_ID,
    host: '127.0.0.1',
    port,
    dataDir: config.dataDir,
  })
  // The server (restarted on every change) uses this emulator instead of starting its own.
  env.FIREBASE_PROJECT_ID = EMULATOR_PROJECT_ID
  env.FIREBASE_AUTH_EMULATOR_HOST = `127.0.0.1:${port}`
}

const bin = (name: string) => path.join('node_modules', '.bin', name)
const children: ChildProcess[] = [
  spawn(bin('tsx'), ['watch', '--clear-screen=false', 'server/server.ts'], {
    stdio: 'inherit',
    env,
  }),
  spawn(bin('vite'), [], { stdio: 'inherit', env }),
]

let stopping = false
async function stop(code: number) {
  if (stopping) return
  stopping = true
  for (const child of children) child.kill('SIGTERM')
  await Promise.all(
    children.map((child) =>
      child.exitCode === null ? new Promise((resolve) => child.once('exit', resolve)) : undefined,
    ),
  )
  await emulator?.stop()
  process.exit(code)
}
for (const child of children) child.once('exit', (code) => void stop(code ?? 0))
process.on('SIGINT', () => void stop(0))
process.on('SIGTERM', () => void stop(0))
