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

test('any other failure is answered at once', async () => {
  const other: MigrationResultSet = { error: Object.assign(new Error('no'), { code: '42P07' }) }
  let runs = 0
  expect(await readAgainIfASchemaVanished(async () => (runs++, other))).toBe(other)
  expect(runs).toBe(1)
})
