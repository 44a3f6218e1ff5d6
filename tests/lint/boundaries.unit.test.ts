// The one-way import rules of eslint.config.js, proved on real files: each forbidden import
// fails `npm run lint`, and its allowed neighbour passes. The linted files do not exist; their
// imports resolve against the real tree.
import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from 'vitest'
import { loadEslintFirst, root, ruleMessages } from './lint-text'

loadEslintFirst()

async function restrictedImports(file: string, source: string): Promise<string[]> {
  // An import that does not resolve would pass the zone rule silently: make sure it resolves.
  const target = path.resolve(root, path.dirname(file), source)
  expect(['.ts', '.tsx'].some((ext) => fs.existsSync(target + ext))).toBe(true)
  const code = `import * as imported from '${source}'\nexport const used = imported\n`
  return ruleMessages(file, code, 'import-x/no-restricted-paths')
}

const forbidden: [string, string, string][] = [
  ['a feature imports another feature', 'src/features/posts/x.ts', '../comments/writes'],
  ['a feature imports a route', 'src/features/posts/x.ts', '../../routes/index'],
  ['shared lib imports a feature', 'src/lib/x.ts', '../features/posts/paused-writes'],
  ['shared lib imports an entity', 'src/lib/x.ts', '../entities/post/queries'],
  ['a shared component imports an entity', 'src/components/x.tsx', '../entities/post/queries'],
  ['an entity imports a feature', 'src/entities/post/x.ts', '../../features/posts/paused-writes'],
  ['an entity imports a route', 'src/entities/comment/x.ts', '../../routes/index'],
  ['an entity imports another entity', 'src/entities/post/x.ts', '../comment/queries'],
  ['a shared component imports a route', 'src/components/x.tsx', '../routes/index'],
  ['the client imports the server', 'src/lib/x.ts', '../../server/ids'],
  ['the client imports the msw handlers', 'src/lib/x.ts', '../../mocks/store'],
  ['the server imports the client', 'server/x.ts', '../src/lib/dates'],
  ['the msw handlers import the client', 'mocks/x.ts', '../src/lib/dates'],
  ['the contract imports the client', 'contract/x.ts', '../src/lib/dates'],
  ['the database layer imports the rest of the server', 'server/db/x.ts', '../ids'],
  ['a repository imports a plugin', 'server/posts/x.ts', '../plugins/identity'],
  ['a repository imports a route', 'server/comments/x.ts', '../posts/routes'],
  [
    "a route imports another capability's routes",
    'server/likes/routes.ts',
    '../posts/write-routes',
  ],
  ['pagination imports a route', 'server/pagination/x.ts', '../posts/routes'],
  ['events import a plugin', 'server/events/x.ts', '../plugins/identity'],
  ['a plugin imports a route', 'server/plugins/x.ts', '../posts/routes'],
  ['the image store imports a plugin', 'server/images/x.ts', '../plugins/identity'],
  ['the rate-limit store imports a plugin', 'server/rate-limit/x.ts', '../plugins/rate-limit'],
  ['the app imports development tooling', 'server/posts/x-routes.ts', '../dev/seed'],
  ['a repository imports development tooling', 'server/posts/x.ts', '../dev/seed'],
  ['the client imports the mock entry', 'src/lib/x.ts', '../../dev-mock/main'],
  ['the Markdown renderer imports the server', 'markdown/x.ts', '../server/ids'],
  ['the Markdown renderer imports the contract', 'markdown/x.ts', '../contract/posts'],
  ['the contract imports the Markdown renderer', 'contract/x.ts', '../markdown/render'],
]

test.each(forbidden)('lint fails when %s', async (_name, file, source) => {
  expect(await restrictedImports(file, source)).toHaveLength(1)
})

const allowed: [string, string, string][] = [
  ['a feature imports shared lib', 'src/features/posts/x.ts', '../../lib/dates'],
  ['a feature imports its own files', 'src/features/posts/x.ts', './paused-writes'],
  ['a route imports features', 'src/routes/x.tsx', '../features/comments/writes'],
  ['a route imports entities', 'src/routes/x.tsx', '../entities/comment/queries'],
  ['a feature imports an entity', 'src/features/posts/x.ts', '../../entities/post/queries'],
  ['an entity imports its own files', 'src/entities/post/x.ts', './api'],
  ['an entity imports shared lib', 'src/entities/post/x.ts', '../../lib/optimistic'],
  ['the client imports the contract', 'src/lib/x.ts', '../../contract/posts'],
  ['the msw handlers import the contract', 'mocks/x.ts', '../contract/posts'],
  ['a client test imports the msw handlers', 'src/lib/x.test.ts', '../../mocks/store'],
  ['the database layer imports itself', 'server/db/x.ts', './schema'],
  ['a migration imports the Markdown renderer', 'server/db/x.ts', '../../markdown/render'],
  ['the msw handlers import the Markdown renderer', 'mocks/x.ts', '../markdown/render'],
  ['the client imports the Markdown renderer', 'src/lib/x.ts', '../../markdown/render'],
  ['a route imports a plugin', 'server/findable/x-routes.ts', '../plugins/json-answers'],
  ['a capability registers its own route files', 'server/posts/routes.ts', './read-routes'],
  ["a capability imports another's repository", 'server/likes/x.ts', '../blocks/block-repository'],
  ["a test reads a route's constant", 'server/http/x.api.test.ts', '../images/routes'],
  ['a repository imports pagination', 'server/posts/x.ts', '../pagination/page'],
  ['the server start imports development tooling', 'server/x.ts', './dev/seed'],
  ['the mock entry imports the client and the handlers', 'dev-mock/x.ts', '../src/main'],
]

test.each(allowed)('lint passes when %s', async (_name, file, source) => {
  expect(await restrictedImports(file, source)).toEqual([])
})

/**
 * The zones made for each folder of server/ (eslint.config.js, ADR 0061): every folder, a new one
 * included, is held to them without anyone listing it.
 */
const serverFolders = fs
  .readdirSync(path.join(root, 'server'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

test.each(serverFolders)('server/%s may not import another folder’s routes', async (folder) => {
  const other = folder === 'posts' ? '../comments/routes' : '../posts/routes'
  expect(await restrictedImports(`server/${folder}/x.ts`, other)).toContainEqual(
    expect.stringContaining('registered by their folder'),
  )
})

test.each(serverFolders.filter((folder) => folder !== 'plugins'))(
  'server/%s may use a plugin only from a route file',
  async (folder) => {
    const plugin = expect.stringContaining('Only the app (app.ts) and route files use the plugins')
    expect(await restrictedImports(`server/${folder}/x.ts`, '../plugins/identity')).toContainEqual(
      plugin,
    )
    expect(
      await restrictedImports(`server/${folder}/x-routes.ts`, '../plugins/identity'),
    ).not.toContainEqual(plugin)
  },
)

test.each(serverFolders.filter((folder) => folder !== 'dev'))(
  'server/%s may not import development tooling',
  async (folder) => {
    expect(await restrictedImports(`server/${folder}/x.ts`, '../dev/seed')).toContainEqual(
      expect.stringContaining('Development tooling (server/dev)'),
    )
  },
)
