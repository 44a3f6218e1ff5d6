import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, expect, test } from 'vitest'
import { buildInputsHash, buildIsCurrent, stampFile } from './build-inputs'

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
  write('dist/index.html', 'built')
  write('dist-ssr/entry-server.js', 'built')
  write('server/server.ts', 'listen()')
  fs.writeFileSync(stampFile(root), buildInputsHash(root))
  return { root, write }
}

test('a build is current until one of its sources changes, and only its sources count', () => {
  const { root, write } = builtTree()
  expect(buildIsCurrent(root)).toBe(true)

  write('server/server.ts', 'listen(3000)')
  expect(buildIsCurrent(root)).toBe(true)

  write('src/main.tsx', 'render(<App />)')
  expect(buildIsCurrent(root)).toBe(false)
})

test('a new source file, a missing build or a missing stamp means building again', () => {
  const added = builtTree()
  added.write('src/lib/new.ts', 'export {}')
  expect(buildIsCurrent(added.root)).toBe(false)

  const unbuilt = builtTree()
  fs.rmSync(path.join(unbuilt.root, 'dist-ssr/entry-server.js'))
  expect(buildIsCurrent(unbuilt.root)).toBe(false)

  const unstamped = builtTree()
  fs.rmSync(stampFile(unstamped.root))
  expect(buildIsCurrent(unstamped.root)).toBe(false)
})
