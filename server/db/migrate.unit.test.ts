import type { MigrationResultSet } from 'kysely'
import { expect, test } from 'vitest'
import { readAgainIfASchemaVanished } from './migrate'

const vanished: MigrationResultSet = { error: Object.assign(new Error('gone'), { code: '3F000' }) }
const done: MigrationResultSet = { results: [] }

test('a schema dropped under the catalog read is read again, three times at most', async () => {
  const answers = [vanished, vanished, done]
  let runs = 0
  expect(await readAgainIfASchemaVanished(async () => answers[runs++] ?? done)).toBe(done)
  expect(runs).toBe(3)

  runs = 0
  expect(await readAgainIfASchemaVanished(async () => (runs++, vanished))).toBe(vanished)
  expect(runs).toBe(3)
})

test('a table of a schema dropped under the catalog read is read again too, before any migration', async () => {
  const tableGone: MigrationResultSet = {
    error: Object.assign(new Error('relation "quill_test_x.post_revisions" does not exist'), {
      code: '42P01',
    }),
  }
  const answers = [tableGone, done]
  let runs = 0
  expect(await readAgainIfASchemaVanished(async () => answers[runs++] ?? done)).toBe(done)
  expect(runs).toBe(2)

  // Once a migration has run, a missing table is the migration's: answered at once.
  const inAMigration: MigrationResultSet = {
    ...tableGone,
    results: [{ migrationName: '035-x', direction: 'Up', status: 'Error' }],
  }
  runs = 0
  expect(await readAgainIfASchemaVanished(async () => (runs++, inAMigration))).toBe(inAMigration)
  expect(runs).toBe(1)
})

test('any other failure is answered at once', async () => {
  const other: MigrationResultSet = { error: Object.assign(new Error('no'), { code: '42P07' }) }
  let runs = 0
  expect(await readAgainIfASchemaVanished(async () => (runs++, other))).toBe(other)
  expect(runs).toBe(1)
})
