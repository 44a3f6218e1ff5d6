// The message catalogs (docs/decisions/0077): `*.messages.json` files of ICU messages keyed by id,
// compiled at build time to Lingui's compiled form, so no ICU parser ships and a broken message
// fails the build. Used by vite.config.ts and by Vitest's client projects, so tests run the
// catalogs the build ships.
import fs from 'node:fs'
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage'
import type { Plugin } from 'vite'

/** The module of one catalog: `export default { id: compiled message }`. */
export function compileCatalog(source: string, file = 'catalog'): string {
  const messages = JSON.parse(source) as Record<string, string>
  const compiled = Object.entries(messages).map(([id, message]) => {
    try {
      return [id, compileMessageOrThrow(message)]
    } catch (error) {
      throw new Error(`${file}: "${id}" is not a valid ICU message: ${(error as Error).message}`)
    }
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
