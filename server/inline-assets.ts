// What makes a drawn page paint at once (docs/decisions/0019, 0072): its stylesheets inline,
// its image preloads up the head, its scripts started after the first frame, read from the build.
import fs from 'node:fs'
import path from 'node:path'

const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/g

/**
 * The document with its own stylesheets inline: a linked stylesheet blocks the first paint for a
 * round trip (562 ms on Slow 4G) after the page itself has arrived, and a drawn page is all there
 * is to paint. The client's later route chunks still fetch theirs as usual. A sheet that could
 * close the element, or a file that is not there, stays a link.
 */
export function inlineStylesheets(html: string, readAsset: (url: string) => string | null): string {
  return html.replace(STYLESHEET_LINK, (link, url: string) => {
    const css = readAsset(url)
    if (css === null || /<\/style/i.test(css)) return link
    // The disabled link is never fetched, but tells Vite's preload helper the sheet is here, or
    // it fetches it again when the route's chunk is imported, and holds the import until then.
    return `<style>${css}</style><link rel="stylesheet" href="${url}" disabled>`
  })
}

const ROOT_IMAGE_PRELOADS = /(<div id="root">)((?:<link rel="preload" as="image"[^>]*>)+)/

/**
 * The page's most important image first: React writes a preload for each `fetchPriority="high"`
 * image (the first card, the cover) at the start of the markup, after the head's scripts.
 * Moved up the head, the image is asked for before the page's scripts, which do not
 * paint anything (the page is already drawn), instead of queueing behind them for a connection.
 */
export function hoistImagePreloads(html: string): string {
  const found = ROOT_IMAGE_PRELOADS.exec(html)
  // After the viewport's meta: a preload read before it picks from `srcset` for a 980 px
  // screen, a second, larger file than the <img> then picks on a phone.
  const viewport = /<meta name="viewport"[^>]*>/i
  if (!found?.[2] || !viewport.test(html)) return html
  const preloads = found[2]
  return html
    .replace(ROOT_IMAGE_PRELOADS, (_, root: string) => root)
    .replace(viewport, (meta) => `${meta}\n    ${preloads}`)
}

const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)">/g

/**
 * A drawn page's scripts start right after its first frame, all at once (docs/decisions/0027):
 * the page shows without them, and named in the head they are fetched with the page itself,
 * sharing a slow link with it and its first image (Lighthouse's estimate of the first paint
 * counts every request started before it). The entry and every module it and the route need move
 * from the head into one `<meta name="quill-scripts">`, which public/early.js (inline, so no
 * round trip) turns back into the same elements once the first frame is painted.
 */
export function startScriptsAfterFirstFrame(html: string): string {
  const entry = ENTRY_SCRIPT.exec(html)?.[1]
  if (!entry) return html
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? '')
  const scripts = `<meta name="quill-scripts" content="${[entry, ...preloads].join(' ')}">`
  return html.replace(MODULE_PRELOAD, '').replace(ENTRY_SCRIPT, () => `\n    ${scripts}`)
}

/** Reads a built asset by its URL, once; null when it is not in `distDir`. */
export function assetReader(distDir: string): (url: string) => string | null {
  const read = new Map<string, string | null>()
  return (url) => {
    if (!read.has(url)) {
      const file = path.join(distDir, url)
      const inside = file.startsWith(path.join(distDir, path.sep))
      read.set(url, inside && fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null)
    }
    return read.get(url) ?? null
  }
}
