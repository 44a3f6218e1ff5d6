// The script that sets the colour scheme before the first paint (public/color-scheme.js, so dark
// mode never flashes). Served pages carry it inline rather than as a file: on a slow link a
// blocking script in the head costs a round trip before anything paints. The
// Content-Security-Policy allows exactly this text by its hash, and nothing else inline.
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const file = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'public',
  'color-scheme.js',
)

/** The script's text, as index.html would load it. */
export const COLOR_SCHEME_SCRIPT = fs.readFileSync(file, 'utf8')

/** Its CSP source expression, `'sha256-…'`. */
export const COLOR_SCHEME_SCRIPT_HASH = `'sha256-${createHash('sha256').update(COLOR_SCHEME_SCRIPT).digest('base64')}'`

/** The `<script src>` that index.html loads it with. */
const SCRIPT_ELEMENT = '<script src="/color-scheme.js"></script>'

/** The page with the scheme script inline instead of fetched. */
export function inlineColorSchemeScript(html: string): string {
  return html.replace(SCRIPT_ELEMENT, () => `<script>${COLOR_SCHEME_SCRIPT}</script>`)
}
