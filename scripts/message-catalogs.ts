// The message catalogs (docs/decisions/0077): `*.messages.json` files of ICU messages keyed by id,
// compiled at build time to Lingui's compiled form, so no ICU parser ships and a broken message
// fails the build. Used by vite.config.ts and by Vitest's client projects, so tests run the
// catalogs the build ships.
import fs from 'node:fs'
import { type CompiledMessage, compileMessageOrThrow } from '@lingui/message-utils/compileMessage'
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
export function compileCatalog(source: string, file = 'catalog'): string {
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
    return [id, tokens]
  })
  return `export default ${JSON.stringify(Object.fromEntries(compiled))}`
}

export function messageCatalogs(): Plugin {
  return {
    name: 'quill-message-catalogs',
    // Before Vite's own JSON plugin, which would otherwise take the file.
    enforce: 'pre',
    load(id) {
      const file = id.split('?')[0] ?? ''
      if (!file.endsWith('.messages.json')) return null
      this.addWatchFile(file)
      // `moduleType: 'js'`: Vite 8's built-in JSON plugin still transforms a `.json` id otherwise.
      return { code: compileCatalog(fs.readFileSync(file, 'utf8'), file), moduleType: 'js' }
    },
  }
}
