// The message catalogs (docs/decisions/0077): `*.messages.json` files of ICU messages keyed by id,
// compiled at build time to Lingui's compiled form, so no ICU parser ships and a broken message
// fails the build. Used by vite.config.ts and by Vitest's client projects, so tests run the
// catalogs the build ships.
import fs from 'node:fs'
import path from 'node:path'
import { type CompiledMessage, compileMessageOrThrow } from '@lingui/message-utils/compileMessage'
import MagicString from 'magic-string'
import type { Plugin } from 'vite'

/** What src/lib/i18n/format.ts formats: no number, date or time arguments. */
const FORMATS = new Set(['plural', 'select', 'selectordinal'])

function unsupported(tokens: CompiledMessage): string | undefined {
  for (const token of tokens) {
    if (typeof token === 'string') continue
    const [name, type, choices] = token
    if (type && !FORMATS.has(type)) return `{${name}, ${type}}`
    for (const branch of FORMATS.has(type ?? '') ? Object.values(choices as object) : []) {
      const found = Array.isArray(branch) ? unsupported(branch as CompiledMessage) : undefined
      if (found) return found
    }
  }
  return undefined
}

/** The module of one catalog: `export default { id: compiled message }`. */
export function compileCatalog(
  source: string,
  file = 'catalog',
  shortIds?: ReadonlyMap<string, string>,
): string {
  const messages = JSON.parse(source) as Record<string, string>
  const compiled = Object.entries(messages).map(([id, message]) => {
    let tokens: CompiledMessage
    try {
      tokens = compileMessageOrThrow(message)
    } catch (error) {
      throw new Error(`${file}: "${id}" is not a valid ICU message: ${(error as Error).message}`)
    }
    const found = unsupported(tokens)
    if (found)
      throw new Error(`${file}: "${id}": ${found} is not supported (plural and select are)`)
    return [shortIds?.get(id) ?? id, tokens]
  })
  return `export default ${JSON.stringify(Object.fromEntries(compiled))}`
}

/**
 * Every English id (src/locales/en/*.messages.json), by a short one: its rank in base 36. The
 * same files give the same ids, so the client's build and the server's agree.
 */
export function shortIdsOf(localesDir: string): Map<string, string> {
  const englishDir = path.join(localesDir, 'en')
  const ids = fs
    .readdirSync(englishDir)
    .filter((file) => file.endsWith('.messages.json'))
    .flatMap((file) =>
      Object.keys(JSON.parse(fs.readFileSync(path.join(englishDir, file), 'utf8'))),
    )
    .sort()
  return new Map(ids.map((id, rank) => [id, rank.toString(36)]))
}

/**
 * A quoted id: whatever names the message (`t('nav.home')`, a second area's translator
 * `shell('nav.home')`, a route's `context.t(…)`, an id a helper passes on), every literal that is
 * exactly an id is one, as scripts/check-messages.ts counts them.
 */
const QUOTED_ID = /(['"`])([A-Za-z][\w]*\.[\w.]+)\1/g

/** The code with each message id it names replaced by its short one (and the edit's map). */
export function withShortIds(code: string, shortIds: ReadonlyMap<string, string>): MagicString {
  const edited = new MagicString(code)
  for (const match of code.matchAll(QUOTED_ID)) {
    const [quoted, , id = ''] = match
    const short = shortIds.get(id)
    // The id's own characters, between its quotes.
    if (short !== undefined)
      edited.overwrite(match.index + 1, match.index + quoted.length - 1, short)
  }
  return edited
}

/**
 * The catalogs' plugin. In a build, ids are shortened in the catalogs and in the code that names
 * them (a few hundred bytes of the first load that only say which message is which: ADR 0077);
 * tests and the dev server keep the readable ids.
 */
export function messageCatalogs({ localesDir = 'src/locales' } = {}): Plugin {
  let shortIds: Map<string, string> | undefined
  return {
    name: 'quill-message-catalogs',
    // Before Vite's own JSON plugin, which would otherwise take the file.
    enforce: 'pre',
    configResolved(config) {
      if (config.command === 'build') shortIds = shortIdsOf(path.resolve(config.root, localesDir))
    },
    load(id) {
      const file = id.split('?')[0] ?? ''
      if (!file.endsWith('.messages.json')) return null
      this.addWatchFile(file)
      // `moduleType: 'js'`: Vite 8's built-in JSON plugin still transforms a `.json` id otherwise.
      return {
        code: compileCatalog(fs.readFileSync(file, 'utf8'), file, shortIds),
        moduleType: 'js',
      }
    },
    transform(code, id) {
      if (!shortIds || id.includes('node_modules') || !/\.tsx?$/.test(id.split('?')[0] ?? '')) {
        return null
      }
      const shortened = withShortIds(code, shortIds)
      if (!shortened.hasChanged()) return null
      return { code: shortened.toString(), map: shortened.generateMap({ hires: true, source: id }) }
    },
  }
}
