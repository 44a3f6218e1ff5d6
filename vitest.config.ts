import react from '@vitejs/plugin-react'
import { configDefaults, defineConfig } from 'vitest/config'

// The AWS SDK warns once per process that its 2027 releases will need Node 22; the tests that
// load it (S3 image storage) need not repeat that in every run.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true'

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react()],
        test: {
          name: 'client',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup/client.ts'],
          environmentOptions: { jsdom: { url: 'http://localhost:3000/' } },
          css: false,
          // A journey through the app on msw takes 1-4 s alone, and past 5 s when the machine's
          // cores are shared (three suites at once timed out a different one each run).
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'server/**/*.unit.test.ts',
            'contract/**/*.test.ts',
            'markdown/**/*.test.ts',
            'scripts/**/*.test.ts',
            'tests/lint/*.unit.test.ts',
          ],
        },
      },
      {
        // Through app.inject() against the real Auth emulator, on SQLite and, when
        // TEST_DATABASE_URL is set, on PostgreSQL too. `*.pg.api.test.ts` files are about
        // PostgreSQL alone (several instances on one database): they run only then.
        test: {
          name: 'api',
          environment: 'node',
          include: ['server/**/*.api.test.ts'],
          exclude: [
            ...configDefaults.exclude,
            ...(process.env.TEST_DATABASE_URL ? [] : ['server/**/*.pg.api.test.ts']),
          ],
          globalSetup: ['tests/setup/emulator.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
})
