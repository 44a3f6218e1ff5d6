// An import's files are read in a worker thread, never on the event loop (ADR 0051): parsing
// YAML, JSON, XML and HTML and inflating zips cost what the files make them cost, and a server
// that did it on its one JavaScript thread kept every other reader waiting until it was done.
// Each import gets a fresh worker with a heap of its own and a time budget; past either, the
// worker is stopped and the file it was reading is an error line. At most a few read at once.
import os from 'node:os'
import { Worker } from 'node:worker_threads'
import type { FastifyBaseLogger } from 'fastify'
import { type ImportError, importMessages } from '../../contract/transfer'
import { HttpError } from '../errors'
import type { ReadPost, UploadedFile } from './candidate'
import type { FileRead } from './read-import'
import type { ReaderMessage } from './read-worker'
import { readWorkerCode } from './read-worker-code'

/**
 * The worker's heap, in MB. The readers' own bounds keep every input within them under a third
 * of it (a 20 MB Ghost export of 500 posts reads in 96 MB; the worst shapes the counts allow, in
 * 128); it stops what they did not foresee (an HTML parser's worst case: 0.4 MB of it reached
 * the limit in 8 s). A worker that overruns it is stopped, though V8 may abort the whole process
 * when one allocation alone overruns it, which is why the bounds come first (ADR 0051).
 */
export const READER_HEAP_MB = 384
/** Imports waiting for a reader past this many are turned away (503): each holds its files. */
export const READERS_WAITING_MAX = 4

export interface ImportReadersOptions {
  /** The time one import's files may take to read (IMPORT_READ_BUDGET_MS). */
  budgetMs: number
  /** Imports read at once; by default one core is left to the event loop. */
  concurrency?: number
  heapMb?: number
}

export interface ReadResult {
  posts: ReadPost[]
  /** What could not be read, file by file, then the posts that break a rule. */
  errors: ImportError[]
}

export class ImportReaders {
  private running = 0
  private readonly waiting: (() => void)[] = []
  private readonly workers = new Set<Worker>()

  private readonly budgetMs: number
  private readonly concurrency: number
  private readonly heapMb: number

  constructor(options: ImportReadersOptions) {
    this.budgetMs = options.budgetMs
    this.concurrency = options.concurrency ?? Math.max(1, os.availableParallelism() - 1)
    this.heapMb = options.heapMb ?? READER_HEAP_MB
  }

  async read(files: UploadedFile[], log: FastifyBaseLogger): Promise<ReadResult> {
    await this.slot()
    try {
      return await this.readInWorker(await readWorkerCode(), files, log)
    } finally {
      this.release()
    }
  }

  /** A free reader, or a place in the queue for one; none when the queue is full. */
  private async slot(): Promise<void> {
    if (this.running < this.concurrency) {
      this.running += 1
      return
    }
    if (this.waiting.length >= READERS_WAITING_MAX) {
      throw new HttpError(503, 'unavailable', importMessages.busy)
    }
    // The reader is handed over by release(): `running` counts it all along.
    await new Promise<void>((resolve) => this.waiting.push(resolve))
  }

  private release(): void {
    const next = this.waiting.shift()
    if (next) next()
    else this.running -= 1
  }

  /** Stops every worker still reading (the server is closing). */
  async close(): Promise<void> {
    await Promise.all([...this.workers].map((worker) => worker.terminate()))
  }

  private readInWorker(
    code: string,
    files: UploadedFile[],
    log: FastifyBaseLogger,
  ): Promise<ReadResult> {
    return new Promise((resolve) => {
      const reads: (FileRead | undefined)[] = files.map(() => undefined)
      const worker = new Worker(code, {
        eval: true,
        workerData: { files },
        // The bundle needs no flag of the parent's (a loader, vitest's conditions).
        execArgv: [],
        resourceLimits: { maxOldGenerationSizeMb: this.heapMb, maxYoungGenerationSizeMb: 32 },
      })
      this.workers.add(worker)
      let settled = false
      /** Done: `stopped` is why the file being read was not, when it was cut short. */
      const finish = (stopped?: string) => {
        if (settled) return
        settled = true
        clearTimeout(timer)
        this.workers.delete(worker)
        void worker.terminate()
        resolve(collect(files, reads, stopped))
      }
      const timer = setTimeout(() => {
        log.warn({ budgetMs: this.budgetMs }, 'import: reading stopped at its time budget')
        finish(importMessages.readTooLong(Math.round(this.budgetMs / 100) / 10))
      }, this.budgetMs)
      worker.on('message', (message: ReaderMessage) => {
        if (message.kind === 'file') reads[message.index] = message.read
        else finish()
      })
      worker.on('error', (error: Error & { code?: string }) => {
        if (error.code === 'ERR_WORKER_OUT_OF_MEMORY') {
          log.warn('import: reading stopped at its memory limit')
          finish(importMessages.readTooLarge)
        } else {
          log.error({ err: error }, 'import: the reader failed')
          finish(importMessages.unreadable)
        }
      })
      worker.on('messageerror', (error) => {
        log.error({ err: error }, 'import: a reader message could not be read')
        finish(importMessages.unreadable)
      })
      // An exit before 'done' that no 'error' explained.
      worker.on('exit', () => finish(importMessages.unreadable))
    })
  }
}

/**
 * Every file's lines in the order of the files, then the refused posts. A file cut short is
 * named with why; the files after it were never read.
 */
function collect(
  files: UploadedFile[],
  reads: (FileRead | undefined)[],
  stopped: string | undefined,
): ReadResult {
  const posts: ReadPost[] = []
  const errors: ImportError[] = []
  const refused: ImportError[] = []
  let cut = false
  for (const [index, read] of reads.entries()) {
    if (read) {
      posts.push(...read.posts)
      errors.push(...read.errors)
      refused.push(...read.refused)
    } else if (stopped) {
      const file = files[index]?.name ?? ''
      errors.push({ file, message: cut ? importMessages.notRead : stopped })
      cut = true
    }
  }
  return { posts, errors: [...errors, ...refused] }
}
