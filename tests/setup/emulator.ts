// Global set-up of the API tests: one real Firebase Auth emulator for the whole run, on a free
// port so it never collides with a running `npm start`.
import type { TestProject } from 'vitest/node'
import { EMULATOR_PROJECT_ID } from '../../server/config'
import { freePort, startAuthEmulator } from '../../server/dev/emulator'

declare module 'vitest' {
  export interface ProvidedContext {
    emulatorHost: string
  }
}

export default async function setup(project: TestProject) {
  const external = process.env.FIREBASE_AUTH_EMULATOR_HOST
  if (external) {
    project.provide('emulatorHost', external)
    return
  }
  const port = await freePort()
  const emulator = await startAuthEmulator({
    projectId: EMULATOR_PROJECT_ID,
    host: '127.0.0.1',
    port,
  })
  project.provide('emulatorHost', `127.0.0.1:${port}`)
  return () => emulator.stop()
}
