// The script that runs before the app (public/early.js): it sets the colour scheme before the
// first paint, so dark mode never flashes, and keeps taps on a drawn page until the app has taken
// it over (docs/decisions/0027). Served pages carry it inline rather than as a file: on a slow
// link a blocking script in the head costs a round trip before anything paints. The
// Content-Security-Policy allows exactly this text by its hash, and nothing else inline.
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { transformSync } from 'esbuild'
import { projectRoot } from './project-root'

const file = path.join(projectRoot, 'public', 'early.js')

/**
 * The script as served: public/early.js without its whole-line comments, which are for whoever
 * reads the file, not for every page that carries it (about half its bytes).
 */
export function withoutLineComments(source: string): string {
  return source
    .split('\n')
    .filter((line) => !/^\s*\/\//.test(line))
    .join('\n')
}

/**
 * The script's text, as every served page carries it: minified once at start-up (esbuild, which
 * tsx already runs the server with), a fifth of its bytes gzipped less on every first load than
 * with the comments only taken out (863 B, not 1,078).
 */
export const EARLY_SCRIPT = transformSync(withoutLineComments(fs.readFileSync(file, 'utf8')), {
  minify: true,
  // The browsers Quill serves (vite.config.ts's build target or older): nothing rewritten.
  target: 'es2018',
  loader: 'js',
}).code.trim()

/** Its CSP source expression, `'sha256-…'`. */
export const EARLY_SCRIPT_HASH = `'sha256-${createHash('sha256').update(EARLY_SCRIPT).digest('base64')}'`

/** The `<script src>` that index.html loads it with. */
const SCRIPT_ELEMENT = '<script src="/early.js"></script>'

/** The page with the early script inline instead of fetched. */
export function inlineEarlyScript(html: string): string {
  return html.replace(SCRIPT_ELEMENT, () => `<script>${EARLY_SCRIPT}</script>`)
}
