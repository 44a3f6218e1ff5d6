// `npm run test:reliability`: the crash test, the authorization matrix and the fuzz
// (docs/reliability.md). Slower than the API tests, so not part of `npm test`; CI runs it after
// them. On SQLite always, on PostgreSQL too when TEST_DATABASE_URL is set.
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true'

export default defineConfig({
  test: {
    name: 'reliability',
    root: fileURLToPath(new URL('../..', import.meta.url)),
    environment: 'node',
    include: ['tests/reliability/**/*.test.ts'],
    globalSetup: ['tests/setup/emulator.ts'],
    // Two cores, shared: one file at a time, and the figures print in order.
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 60_000,
  },
})
