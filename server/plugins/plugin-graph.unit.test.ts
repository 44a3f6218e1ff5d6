// Fastify checks the plugin graph at start-up: every plugin here names itself and the plugins
// it needs, so one registered too early stops the app with an error that names both.
import fs from 'node:fs'
import path from 'node:path'
import Fastify from 'fastify'
import { expect, test } from 'vitest'
import auth from '../auth/auth-plugin'

const files = fs
  .readdirSync(import.meta.dirname)
  .filter((file) => file.endsWith('.ts') && !file.includes('.test.'))

test.each(files)('%s declares its name and its dependencies', async (file) => {
  const plugin: unknown = (await import(path.join(import.meta.dirname, file))).default
  const meta = (plugin as Record<symbol, { name?: string; dependencies?: string[] }>)[
    Symbol.for('plugin-meta')
  ]
  expect(meta?.name).toBe(file.replace(/\.ts$/, ''))
  expect(meta?.dependencies).toBeInstanceOf(Array)
})

test('a plugin registered before one it needs stops the start-up, naming both', async () => {
  const app = Fastify({ logger: false })
  app.register(auth)
  await expect(app.ready()).rejects.toThrow(
    "The dependency 'config' of plugin 'auth' is not registered",
  )
})
