import fs from 'node:fs'
import os from 'node:os'
import react from '@vitejs/plugin-react'
import { configDefaults, defineConfig } from 'vitest/config'
import { messageCatalogs } from './scripts/message-catalogs'

// The AWS SDK warns once per process that its 2027 releases will need Node 22; the tests that
// load it (S3 image storage) need not repeat that in every run.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true'

// Test files share their worker's modules (`isolate: false`, docs/decisions/0070): importing the
// app's module graph again for every file was half of `npm test`. A file that replaces a module
// with `vi.mock` needs a graph of its own, so those run isolated, found here rather than listed.
const clientTests = 'src/**/*.test.{ts,tsx}'
const mocksModules = fs
  .readdirSync('src', { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => `src/${file}`)
  .filter((file) => /\bvi\.(do)?mock\(/.test(fs.readFileSync(file, 'utf8')))

// Vitest's default on two cores is one worker; the API tests spend much of their time waiting
// on the Auth emulator, the database and timers, so two keep both cores busy.
const maxWorkers = Math.max(2, os.availableParallelism() - 1)

// The catalogs as the build compiles them (docs/decisions/0077), so a test draws what ships.
const client = {
  plugins: [messageCatalogs(), react()],
  test: {
    environment: 'jsdom',
    setupFiles: ['tests/setup/client.ts'],
    environmentOptions: { jsdom: { url: 'http://localhost:3000/' } },
    css: false,
    // A journey through the app on msw takes 1-4 s alone, and past 5 s when the machine's
    // cores are shared (three suites at once timed out a different one each run).
    testTimeout: 15_000,
  },
}

export default defineConfig({
  test: {
    maxWorkers,
    projects: [
      {
        ...client,
        test: {
          ...client.test,
          name: 'client',
          include: [clientTests],
          exclude: [...configDefaults.exclude, ...mocksModules],
          isolate: false,
        },
      },
      {
        ...client,
        test: { ...client.test, name: 'client-mocked', include: mocksModules },
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
          isolate: false,
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
          isolate: false,
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
})
