// The capabilities of the server, found by their folders (ADR 0061): `server/<capability>/
// routes.ts` is its part of the API, registered under /api; `root-routes.ts`, where it has
// one, answers outside /api (feeds, ActivityPub, image files). Adding a capability adds its
// folder and edits no list. Read from the disk rather than a bundler's glob, so the same code
// runs under tsx (npm start), under vitest, and compiled to `.js`.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import type { FastifyPluginAsync, FastifyPluginCallback } from 'fastify'

type RoutePlugin = FastifyPluginAsync | FastifyPluginCallback

export interface Capability {
  /** The folder's name: `posts`, `likes`, … */
  name: string
  /** Its routes under /api. */
  routes?: RoutePlugin
  /** Its routes outside /api. */
  rootRoutes?: RoutePlugin
}

const here = fileURLToPath(import.meta.url)
/** `.ts` from the source, `.js` once compiled: the files beside this one say which. */
const extension = path.extname(here)
const serverDir = path.resolve(path.dirname(here), '..')

async function load(folder: string, file: string): Promise<RoutePlugin | undefined> {
  const found = path.join(serverDir, folder, `${file}${extension}`)
  if (!fs.existsSync(found)) return undefined
  const module = (await import(pathToFileURL(found).href)) as { default?: RoutePlugin }
  if (typeof module.default !== 'function') {
    throw new Error(`server/${folder}/${file}${extension} must export its route plugin as default`)
  }
  return module.default
}

/** Every folder of server/ with routes, in the order of their names. */
export async function findCapabilities(): Promise<Capability[]> {
  const folders = fs
    .readdirSync(serverDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
  const capabilities: Capability[] = []
  for (const name of folders) {
    const [routes, rootRoutes] = await Promise.all([
      load(name, 'routes'),
      load(name, 'root-routes'),
    ])
    if (routes || rootRoutes) capabilities.push({ name, routes, rootRoutes })
  }
  return capabilities
}
