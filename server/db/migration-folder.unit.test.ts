// Migrations are found by their file names (docs/decisions/0063): every file of the folder is
// one, in order, and a slip in a name or a number taken twice stops the start, not a table.
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterEach, expect, test } from 'vitest'
import { migrationNames, readMigrationFolder } from './migrate'

let dir: string | undefined
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true })
  dir = undefined
})

async function folderWith(files: Record<string, string>): Promise<URL> {
  dir = await mkdtemp(path.join(tmpdir(), 'quill-migrations-'))
  for (const [name, text] of Object.entries(files)) await writeFile(path.join(dir, name), text)
  return pathToFileURL(`${dir}/`)
}

const migration = 'export async function up() {}\n'

test('every file of server/db/migrations is a migration, found in the order of its number', async () => {
  const files = await readdir(new URL('./migrations/', import.meta.url))
  const names = await migrationNames()
  expect(names.map((name) => `${name}.ts`)).toEqual(files.sort())
  expect(names[0]).toBe('001-initial')
})

test('only NNN-name files are migrations, run in the order of their names', async () => {
  const folder = await folderWith({
    '010-later.ts': migration,
    '002-earlier.js': migration,
    'README.md': '# not code',
    'helpers.ts': 'export const x = 1\n',
  })
  expect(Object.keys(await readMigrationFolder(folder))).toEqual(['002-earlier', '010-later'])
})

test('two migrations with one number stop the start', async () => {
  const folder = await folderWith({ '004-one.ts': migration, '004-other.ts': migration })
  await expect(readMigrationFolder(folder)).rejects.toThrow('Two migrations are numbered 004')
})
