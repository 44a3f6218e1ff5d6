// Helpers for API tests: a fresh app on a fresh database (SQLite file, or a PostgreSQL schema
// of its own), and users with real ID tokens from the Auth emulator.
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import pg from 'pg'
import { inject } from 'vitest'
import { buildApp } from '../../server/build-app'
import { type Config, EMULATOR_PROJECT_ID, loadConfig } from '../../server/config'
import { openDatabase } from '../../server/db/database'
import { jobsSchema } from '../../server/jobs/pg-queue'
import type { Dialect } from '../../server/db/schema'

/** The dialects the API tests run on: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. */
export function testDialects(): Dialect[] {
  return process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite']
}

export interface TestApp {
  app: FastifyInstance
  config: Config
  dataDir: string
  /** On PostgreSQL, the schema the app works in. */
  pgSchema?: string
  close(): Promise<void>
}

export interface TestAppOptions {
  /**
   * On PostgreSQL, work in this schema (another test app's) instead of a new one: a second
   * instance on the same database. Its creator drops it.
   */
  pgSchema?: string
  /** The built client to serve (a folder with an index.html); none by default: the API alone. */
  distDir?: string
}

export async function createTestApp(
  dialect: Dialect,
  overrides: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quill-test-'))
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    FIREBASE_PROJECT_ID: EMULATOR_PROJECT_ID,
    FIREBASE_AUTH_EMULATOR_HOST: inject('emulatorHost'),
    LOG_LEVEL: 'silent',
    TOKEN_SECRET: randomBytes(32).toString('hex'),
    ...overrides,
  })

  let dropSchema = async () => {}
  let database
  let pgSchema: string | undefined
  if (dialect === 'postgres') {
    const url = process.env.TEST_DATABASE_URL
    if (!url) throw new Error('TEST_DATABASE_URL is not set')
    const schema = options.pgSchema ?? `quill_test_${randomBytes(6).toString('hex')}`
    pgSchema = schema
    if (!options.pgSchema) {
      const admin = new pg.Client({ connectionString: url })
      await admin.connect()
      await admin.query(`CREATE SCHEMA ${schema}`)
      await admin.end()
      dropSchema = async () => {
        const client = new pg.Client({ connectionString: url })
        await client.connect()
        await client.query(`DROP SCHEMA ${schema} CASCADE`)
        // The job queue's own schema beside it (server/jobs/pg-queue.ts).
        await client.query(`DROP SCHEMA IF EXISTS ${jobsSchema(schema)} CASCADE`)
        await client.end()
      }
    }
    database = openDatabase({ databaseUrl: url, sqliteFile: '', pgSchema: schema })
  } else {
    database = openDatabase({ sqliteFile: path.join(dataDir, 'quill.sqlite') })
  }

  const app = await buildApp({
    config,
    database,
    distDir: options.distDir ?? path.join(dataDir, 'no-client'),
  })
  await app.ready()
  return {
    app,
    config,
    dataDir,
    ...(pgSchema ? { pgSchema } : {}),
    close: async () => {
      await app.close()
      await dropSchema()
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
