// ESLint with the project's config on code that does not exist, as if it were a file of the tree:
// how the tests in this folder prove a rule fires and its allowed neighbour passes.
import path from 'node:path'
import { ESLint } from 'eslint'
import { beforeAll } from 'vitest'

export const root = path.resolve(import.meta.dirname, '../..')
const eslint = new ESLint({ cwd: root })

/**
 * Call at the top of a test file. ESLint loads its config and plugins at its first file: seconds
 * on a busy machine, which the first test would otherwise pay inside its own 5 s.
 */
export function loadEslintFirst() {
  beforeAll(() => eslint.lintText('', { filePath: path.join(root, 'src/lib/x.ts') }), 60_000)
}

/** The messages `rule` gives `code` written at `file` (relative to the project's root). */
export async function ruleMessages(file: string, code: string, rule: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) })
  return (result?.messages ?? []).filter((m) => m.ruleId === rule).map((m) => m.message)
}
