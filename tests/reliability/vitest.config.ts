// `npm run test:reliability`: the crash test, the authorization matrix and the fuzz
// (docs/reliability.md). Slower than the API tests, so not part of `npm test`. On SQLite always,
// on PostgreSQL too when TEST_DATABASE_URL is set.
//
// Two projects (docs/decisions/0070). `kills` kill servers and wait out the job queue's leases
// (minutes of timers, little work) and assert only what arrived: CI runs them beside `npm test`.
// `measures` time answers against targets, so they run alone, one file at a time.
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true'

const KILLS = [
  'tests/reliability/scheduled-once.test.ts',
  'tests/reliability/mail-exactly-once.test.ts',
  'tests/reliability/emulator-crash.test.ts',
  'tests/reliability/jobs-across-instances.test.ts',
]
const shared = {
  environment: 'node' as const,
  globalSetup: ['tests/setup/emulator.ts'],
  // One file at a time, and the figures print in order.
  fileParallelism: false,
  testTimeout: 180_000,
  hookTimeout: 60_000,
}

export default defineConfig({
  test: {
    root: fileURLToPath(new URL('../..', import.meta.url)),
    // Run together, the two projects still take one file at a time.
    maxWorkers: 1,
    projects: [
      { test: { ...shared, name: 'kills', include: KILLS } },
      {
        test: {
          ...shared,
          name: 'measures',
          include: ['tests/reliability/**/*.test.ts'],
          exclude: KILLS,
        },
      },
    ],
  },
})
