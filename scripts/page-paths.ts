// The client's screens for the server (contract/pages.ts), written from the route tree the
// router's generator writes (src/routeTree.gen.ts), so a new screen is a new file in src/routes/
// and nothing else (docs/decisions/0071). The server never imports src/ (ADR 0011): it reads the
// written list, `contract/pages.gen.ts`, kept in git like the route tree.
import fs from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'

const ROUTE_TREE = 'src/routeTree.gen.ts'
const PAGES = 'contract/pages.gen.ts'

/** The full paths of the route tree's screens, without a trailing slash, sorted. */
export function pagePathsOf(routeTree: string): string[] {
  const body = /export interface FileRoutesByFullPath \{\n([\s\S]*?)\n\}/.exec(routeTree)?.[1]
  if (body === undefined) throw new Error(`${ROUTE_TREE} has no FileRoutesByFullPath`)
  const paths = [...body.matchAll(/^\s*'([^']+)': typeof/gm)].map(
    ([, full = '']) => full.replace(/\/$/, '') || '/',
  )
  return [...new Set(paths)].sort()
}

export function pagesModule(paths: readonly string[]): string {
  return [
    `// Written by scripts/page-paths.ts from ${ROUTE_TREE} (npm run build, npm run dev): do not edit.`,
    'export const CLIENT_PAGE_PATHS = [',
    ...paths.map((page) => `  '${page}',`),
    '] as const',
    '',
  ].join('\n')
}

/** Writes contract/pages.gen.ts when the route tree's screens changed; true when it wrote. */
export function writePagePaths(root: string): boolean {
  const text = pagesModule(pagePathsOf(fs.readFileSync(path.join(root, ROUTE_TREE), 'utf8')))
  const file = path.join(root, PAGES)
  if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === text) return false
  fs.writeFileSync(file, text)
  return true
}

/** After the router's generator: at a build's start, and in dev whenever it rewrites the tree. */
export function pagePaths(): Plugin {
  let root = process.cwd()
  return {
    name: 'quill-page-paths',
    configResolved: (config) => {
      root = config.root
    },
    buildStart: () => {
      writePagePaths(root)
    },
    configureServer: (server) => {
      const routeTree = path.join(root, ROUTE_TREE)
      const onChange = (file: string) => file === routeTree && writePagePaths(root)
      server.watcher.on('add', onChange).on('change', onChange)
    },
  }
}
