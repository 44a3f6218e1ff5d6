// `npm run test:mock`: Debian's Chromium against `npm run dev:mock` (the client on msw's service
// worker, no server, no emulator), on a port of its own. docs/decisions/0013.
import { defineConfig, devices } from '@playwright/test'
import { chromiumLaunchOptions } from './tests/chromium'

const PORT = Number(process.env.MOCK_E2E_PORT ?? 5310)

export default defineConfig({
  testDir: 'tests/e2e-mock',
  outputDir: 'test-results/playwright-mock',
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: `npm run dev:mock -- --port ${PORT}`,
    url: `http://localhost:${PORT}`,
    timeout: 60_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
})
