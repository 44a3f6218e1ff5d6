// How the client's code is cut into files (issue 20, docs/decisions/0027). A drawn page comes
// alive once every module its route needs has arrived; over HTTP/1.1 a browser opens six
// connections to a host, and on a slow link each request costs a round trip, so thirty small
// files take five rounds where four files take one. Besides `framework` (vite.config.ts):
//   app            the app's own modules the entry imports statically: the first load needs all
//                  of them anyway, so one file instead of a dozen shared chunks costs no byte more;
//   feed, post     what the pages a reader lands on need beyond the first load
//                  (contract/server-render.ts READING_CHUNKS): their route chunks and everything
//                  those import statically, one file per group.
// Everything else (the editor, the forms, Firebase) stays split as the bundler splits it.
import type { ChunkingContext } from 'rolldown'
import { READING_CHUNKS } from '../contract/server-render'

function staticClosure(ctx: ChunkingContext, roots: Iterable<string>, skip: Set<string>) {
  const seen = new Set<string>()
  const stack = [...roots]
  while (stack.length > 0) {
    const id = stack.pop() as string
    if (seen.has(id) || skip.has(id)) continue
    seen.add(id)
    stack.push(...(ctx.getModuleInfo(id)?.importedIds ?? []))
  }
  return seen
}

/** A route file's split chunk: `/abs/src/routes/index.tsx?tsr-split=component`. */
const isChunkOf = (id: string, routeFiles: readonly string[]) =>
  routeFiles.some((file) => id.replaceAll('\\', '/').includes(`/${file}?tsr-split`))

/**
 * The chunk each module belongs to, as a `name` function for `output.codeSplitting.groups`,
 * computed once per build from the client's entry (`entryFile`, absolute); a build without it
 * (the server render) groups nothing.
 */
export function firstScreensChunks(entryFile: string) {
  let chunkOf: Map<string, string> | null | undefined
  const plan = (ctx: ChunkingContext): Map<string, string> | null => {
    // index.html imports the entry; the server render's build does not have it.
    if (!ctx.getModuleInfo(entryFile)) return null
    const result = new Map<string, string>()
    const entry = staticClosure(ctx, [entryFile], new Set())
    for (const id of entry) {
      if (!/[\\/]node_modules[\\/]/.test(id) && !id.startsWith('\0')) result.set(id, 'app')
    }
    const dynamic = [...entry].flatMap((id) => ctx.getModuleInfo(id)?.dynamicallyImportedIds ?? [])
    const claimed = new Set(entry)
    for (const { name, routeFiles } of READING_CHUNKS) {
      const roots = dynamic.filter((id) => isChunkOf(id, routeFiles))
      for (const id of staticClosure(ctx, roots, claimed)) {
        result.set(id, name)
        claimed.add(id)
      }
    }
    return result
  }
  return (moduleId: string, ctx: ChunkingContext) => {
    if (chunkOf === undefined) chunkOf = plan(ctx)
    return chunkOf?.get(moduleId) ?? null
  }
}
