// What a page drawn on the server must link beyond index.html: its route's stylesheets (without
// them the page would paint unstyled and shift when its code arrives) and, to start the client
// sooner, its route's code. Read from the manifest `vite build` writes (dist/.vite/manifest.json).
import fs from 'node:fs'
import path from 'node:path'
import { READING_CHUNKS } from '../contract/server-render'

interface ManifestChunk {
  file: string
  name?: string
  css?: string[]
  imports?: string[]
}
export type Manifest = Record<string, ManifestChunk>

export interface PageAssets {
  css: string[]
  js: string[]
}

export function readManifest(distDir: string): Manifest | null {
  const file = path.join(distDir, '.vite', 'manifest.json')
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest) : null
}

/**
 * The stylesheets and scripts of a route file's chunks (`src/routes/index.tsx?tsr-split=…`, or
 * for a reading route the chunk it is built into) and of everything they import, as
 * URLs, without what index.html already links.
 */
export function routeAssets(manifest: Manifest, routeFile: string): PageAssets {
  const seen = new Set<string>()
  const css = new Set<string>()
  const js = new Set<string>()
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (!chunk || seen.has(key) || key === 'index.html') return
    seen.add(key)
    js.add(`/${chunk.file}`)
    for (const sheet of chunk.css ?? []) css.add(`/${sheet}`)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  const group = READING_CHUNKS.find(({ routeFiles }) => routeFiles.includes(routeFile))?.name
  for (const [key, chunk] of Object.entries(manifest)) {
    if (key === routeFile || key.startsWith(`${routeFile}?`)) visit(key)
    else if (group && chunk.name === group && key.endsWith('.js')) visit(key)
  }
  const linked = new Set<string>()
  const entry = manifest['index.html']
  if (entry) {
    const visitEntry = (key: string) => {
      const chunk = manifest[key]
      if (!chunk || linked.has(`/${chunk.file}`)) return
      linked.add(`/${chunk.file}`)
      for (const sheet of chunk.css ?? []) linked.add(`/${sheet}`)
      for (const imported of chunk.imports ?? []) visitEntry(imported)
    }
    visitEntry('index.html')
  }
  return {
    css: [...css].filter((url) => !linked.has(url)),
    js: [...js].filter((url) => !linked.has(url)),
  }
}

/** The `<link>` elements for a page's assets, as `vite build` writes its own. */
export function assetLinks({ css, js }: PageAssets): string {
  return [
    ...css.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`),
    ...js.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
  ].join('\n    ')
}
