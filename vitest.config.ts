import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

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
        },
      },
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'server/**/*.unit.test.ts',
            'contract/**/*.test.ts',
            'scripts/**/*.test.ts',
            'tests/lint/*.unit.test.ts',
          ],
        },
      },
      {
        // Through app.inject() against the real Auth emulator, on SQLite and, when
        // TEST_DATABASE_URL is set, on PostgreSQL too.
        test: {
          name: 'api',
          environment: 'node',
          include: ['server/**/*.api.test.ts'],
          globalSetup: ['tests/setup/emulator.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
})
