// End-to-end tests: Debian's Chromium against the real stack that `npm start` runs (built client,
// server, SQLite, Auth emulator), on ports of its own and a fresh data folder.
import fs from 'node:fs'
import path from 'node:path'
import { defineConfig, devices } from '@playwright/test'
import { chromiumLaunchOptions } from './tests/chromium'

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100)
export const E2E_EMULATOR_PORT = Number(process.env.E2E_EMULATOR_PORT ?? 9199)
/** The one moderator of the end-to-end stack (MODERATOR_EMAILS: an editor). */
export const MODERATOR_EMAIL = 'moderator@quill.test'
/**
 * The end-to-end stack's owner (OWNER_EMAIL): they own the site once they sign in, so no spec
 * waits on a setup screen. A spec about the first run uses a fresh stack of its own
 * (tests/e2e/support/fresh-stack.ts).
 */
export const OWNER_EMAIL = 'owner@quill.test'
const dataDir = path.resolve('test-results', `e2e-data-${E2E_PORT}`)
// Once, by the runner: each worker loads this file too, and a worker started after a failure
// would otherwise delete the running server's data (its images) under the tests that follow.
if (process.env.TEST_WORKER_INDEX === undefined)
  fs.rmSync(dataDir, { recursive: true, force: true })

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/playwright',
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions,
    // Pages are drawn in the browser's language (docs/decisions/0077): English, whatever the
    // machine's, unless a spec asks for another (languages.spec.ts).
    locale: 'en-US',
    // The service worker answers pages and assets from its caches, where page.route() no longer
    // sees them: off for every spec but the one about it (offline-first.spec.ts), whose
    // contexts allow it (docs/decisions/0040).
    serviceWorkers: 'block',
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'npm start',
    url: `http://localhost:${E2E_PORT}/api/health`,
    // Two builds (the client, then its server render: docs/decisions/0019) and the emulator.
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    // SIGTERM lets the server finish requests, close the database and stop the emulator.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    env: {
      PORT: String(E2E_PORT),
      AUTH_EMULATOR_PORT: String(E2E_EMULATOR_PORT),
      DATA_DIR: dataDir,
      SEED: 'false',
      // Every test signs users in from 127.0.0.1; the per-IP limits are for the open internet.
      RATE_LIMIT_FACTOR: '20',
      LOG_LEVEL: 'warn',
      // The moderator of tests/e2e/moderation.spec.ts (issue 26).
      MODERATOR_EMAILS: MODERATOR_EMAIL,
      OWNER_EMAIL,
    },
  },
})
