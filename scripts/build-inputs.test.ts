import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, expect, test } from 'vitest'
import {
  CLIENT,
  SERVER,
  type Target,
  buildInputsHash,
  buildIsCurrent,
  stampFile,
} from './build-inputs'

const roots: string[] = []
afterEach(() => roots.splice(0).forEach((root) => fs.rmSync(root, { recursive: true })))

function builtTree() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'quill-build-inputs-'))
  roots.push(root)
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    fs.writeFileSync(path.join(root, file), text)
  }
  write('src/main.tsx', 'render()')
  write('index.html', '<div id="root"></div>')
  write('server/server.ts', 'listen()')
  write('contract/posts.ts', 'export {}')
  for (const target of [CLIENT, SERVER]) {
    for (const output of target.outputs) write(output, 'built')
    fs.writeFileSync(stampFile(root, target), buildInputsHash(root, target))
  }
  const current = (target: Target) => buildIsCurrent(root, target)
  return { root, write, current }
}

test('a build is current until one of its sources changes, and only its sources count', () => {
  const { write, current } = builtTree()
  expect([current(CLIENT), current(SERVER)]).toEqual([true, true])

  write('server/server.ts', 'listen(3000)')
  expect([current(CLIENT), current(SERVER)]).toEqual([true, false])

  write('src/main.tsx', 'render(<App />)')
  expect(current(CLIENT)).toBe(false)
})

test('a source both builds read makes both build again', () => {
  const { write, current } = builtTree()
  write('contract/posts.ts', 'export const posts = 1')
  expect([current(CLIENT), current(SERVER)]).toEqual([false, false])
})

test('a new source file, a missing build or a missing stamp means building again', () => {
  const added = builtTree()
  added.write('src/lib/new.ts', 'export {}')
  added.write('server/new/routes.ts', 'export {}')
  expect([added.current(CLIENT), added.current(SERVER)]).toEqual([false, false])

  const unbuilt = builtTree()
  fs.rmSync(path.join(unbuilt.root, 'dist-ssr/entry-server.js'))
  fs.rmSync(path.join(unbuilt.root, 'dist-server/server/server.js'))
  expect([unbuilt.current(CLIENT), unbuilt.current(SERVER)]).toEqual([false, false])

  const unstamped = builtTree()
  fs.rmSync(stampFile(unstamped.root, CLIENT))
  fs.rmSync(stampFile(unstamped.root, SERVER))
  expect([unstamped.current(CLIENT), unstamped.current(SERVER)]).toEqual([false, false])
})
