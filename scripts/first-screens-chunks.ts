// How the client's code is cut into files (issue 20, docs/decisions/0027). A drawn page comes
// alive once every module its route needs has arrived; over HTTP/1.1 a browser opens six
// connections to a host, and on a slow link each request costs a round trip, so thirty small
// files take five rounds where four files take one. Besides `framework` (vite.config.ts):
//   app            the app's own modules the entry imports statically: the first load needs all
//                  of them anyway, so one file instead of a dozen shared chunks costs no byte more;
//   feed, post     what the pages a reader lands on need beyond the first load
//                  (contract/server-render.ts READING_CHUNKS): their route chunks and everything
//                  those import statically, one file per group;
//   reading-shared what of those another lazy screen (sign-in, the profile, the editor, the
//                  reading list, …) imports too, in one file of its own: otherwise opening that
//                  screen fetched the whole feed and post groups (about 50 KiB) for a few modules.
// Everything else (the editor, the forms, Firebase) stays split as the bundler splits it.
import type { ChunkingContext } from 'rolldown'
import { READING_CHUNKS } from '../contract/server-render'

/** The reading pages' modules another lazy screen imports too. */
const SHARED = 'reading-shared'

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

/** Every module the entry reaches, by static or dynamic imports. */
function wholeGraph(ctx: ChunkingContext, entryFile: string) {
  const seen = new Set<string>()
  const stack = [entryFile]
  while (stack.length > 0) {
    const id = stack.pop() as string
    if (seen.has(id)) continue
    seen.add(id)
    const info = ctx.getModuleInfo(id)
    stack.push(...(info?.importedIds ?? []), ...(info?.dynamicallyImportedIds ?? []))
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
    const readingRoutes = READING_CHUNKS.flatMap((group) => group.routeFiles)
    // What the other lazy screens (sign-in, the editor, the profile, …) import: a module they
    // share with a reading page goes in a file of its own rather than in the reading group, or
    // opening such a screen would fetch the whole feed or post group for it.
    const elsewhere = staticClosure(
      ctx,
      [...wholeGraph(ctx, entryFile)].flatMap((id) =>
        (ctx.getModuleInfo(id)?.dynamicallyImportedIds ?? []).filter(
          (target) => !isChunkOf(target, readingRoutes),
        ),
      ),
      entry,
    )
    const claimed = new Set(entry)
    for (const { name, routeFiles } of READING_CHUNKS) {
      const roots = dynamic.filter((id) => isChunkOf(id, routeFiles))
      for (const id of staticClosure(ctx, roots, claimed)) {
        claimed.add(id)
        result.set(id, elsewhere.has(id) ? SHARED : name)
      }
    }
    return result
  }
  /** The group naming only the modules `plan` puts in `groups`. */
  const only =
    (...groups: string[]) =>
    (moduleId: string, ctx: ChunkingContext) => {
      if (chunkOf === undefined) chunkOf = plan(ctx)
      const name = chunkOf?.get(moduleId) ?? null
      return name !== null && groups.includes(name) ? name : null
    }
  // Three groups, in this order of priority: the bundler puts a captured module's imports in its
  // group too, so the first load's modules are taken first, then the reading pages' shared ones,
  // and only then what is the feed's or the post's alone.
  return {
    app: only('app'),
    shared: only(SHARED),
    reading: only(...READING_CHUNKS.map((group) => group.name)),
  }
}
