// The worker thread's code: read-worker.ts and everything it imports (the readers, turndown,
// gray-matter, fast-xml-parser, fflate, the contract), bundled by esbuild into one CommonJS text
// once per process, and run by each worker as it is. A worker inherits no loader: a TypeScript
// entry would need tsx registered again in every worker (~300 ms a start, four times this on a
// busy machine), where the bundle starts in ~40 ms, the same under `node --import tsx`, vitest
// and in production (ADR 0051). esbuild runs in its own process: the event loop only waits.
// The compiled server (dist-server/, ADR 0073) has the bundle made at build time beside it.
import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const here = fileURLToPath(import.meta.url)
const entry = fileURLToPath(new URL('./read-worker.ts', import.meta.url))
const prebuilt = fileURLToPath(new URL('./read-worker.cjs', import.meta.url))

let code: Promise<string> | undefined

export function readWorkerCode(): Promise<string> {
  code ??= (here.endsWith('.js') ? readFile(prebuilt, 'utf8') : bundle()).catch(
    (error: unknown) => {
      // A failed build is tried again by the next import rather than kept.
      code = undefined
      throw error
    },
  )
  return code
}

function bundle(): Promise<string> {
  return build({
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    write: false,
    logLevel: 'silent',
  }).then((result) => result.outputFiles[0]?.text ?? '')
}
