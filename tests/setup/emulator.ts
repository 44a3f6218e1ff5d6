// Global set-up of the API tests: one real Firebase Auth emulator for the whole run, on a free
// port so it never collides with a running `npm start`.
import net from 'node:net'
import type { TestProject } from 'vitest/node'
import { EMULATOR_PROJECT_ID } from '../../server/config'
import { startAuthEmulator } from '../../server/emulator'

declare module 'vitest' {
  export interface ProvidedContext {
    emulatorHost: string
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}

export default async function setup(project: TestProject) {
  const external = process.env.FIREBASE_AUTH_EMULATOR_HOST
  if (external) {
    project.provide('emulatorHost', external)
    return
  }
  const port = await freePort()
  const emulator = await startAuthEmulator({ projectId: EMULATOR_PROJECT_ID, host: '127.0.0.1', port })
  project.provide('emulatorHost', `127.0.0.1:${port}`)
  return () => emulator.stop()
}
