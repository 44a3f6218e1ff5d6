// The worker thread's work (bundled by read-worker-code.ts, started by read-off-thread.ts): the
// files it was given, read one after the other, each file's posts and error lines sent back as
// soon as it is read. A zip's images are handed over, not copied.
import { parentPort, workerData } from 'node:worker_threads'
import type { UploadedFile } from './candidate'
import { type FileRead, readImport } from './read-import'

export type ReaderMessage = { kind: 'file'; index: number; read: FileRead } | { kind: 'done' }

const send = (message: ReaderMessage, transfer: ArrayBuffer[] = []) =>
  parentPort?.postMessage(message, transfer)

const { files } = workerData as { files: UploadedFile[] }
readImport(files, (index, read) => {
  const buffers = new Set<ArrayBuffer>()
  for (const post of read.posts) {
    for (const data of post.zipImages?.values() ?? []) {
      // Only a buffer the image has to itself: moving a shared one would empty its neighbours.
      if (data.byteOffset === 0 && data.byteLength === data.buffer.byteLength) {
        buffers.add(data.buffer as ArrayBuffer)
      }
    }
  }
  send({ kind: 'file', index, read }, [...buffers])
})
send({ kind: 'done' })
