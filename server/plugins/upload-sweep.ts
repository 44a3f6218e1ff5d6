// Removes uploaded images that no post uses once their grace period (UPLOAD_GRACE_MS after the
// last upload) has passed, every UPLOAD_SWEEP_INTERVAL_MS. Every instance sweeps; one
// conditional DELETE per image decides which instance removes it (images/uploads.ts). The
// timer is unref'd (it never keeps the process alive) and stopped when the app closes.
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { deleteImage } from '../images/hosted'
import { hasUpload, takeUnusedUpload, uploadsBefore } from '../images/uploads'

/** Images looked at per sweep: a long backlog is worked off over several sweeps. */
export const SWEEP_BATCH = 200

declare module 'fastify' {
  interface FastifyInstance {
    /** Runs one sweep now; answers the names of the images it removed. */
    sweepUploads(): Promise<string[]>
  }
}

export default fp(
  async function uploadSweep(app: FastifyInstance) {
    const { db } = app.database
    const { graceMs, sweepIntervalMs } = app.config.uploads

    async function sweepUploads(): Promise<string[]> {
      const cutoff = new Date(Date.now() - graceMs).toISOString()
      const removed: string[] = []
      for (const name of await uploadsBefore(db, cutoff, SWEEP_BATCH)) {
        if (!(await takeUnusedUpload(db, name, cutoff))) continue
        // Uploaded again between the DELETE and here: the new upload keeps it.
        if (await hasUpload(db, name)) continue
        // With its variants: nothing of the image is left behind.
        await deleteImage(app.imageStore, name)
        removed.push(name)
      }
      if (removed.length > 0) app.log.info({ images: removed }, 'unused uploads removed')
      return removed
    }

    let running: Promise<unknown> = Promise.resolve()
    const timer = setInterval(() => {
      running = sweepUploads().catch((error: unknown) =>
        app.log.warn({ err: error }, 'the sweep of unused uploads failed'),
      )
    }, sweepIntervalMs)
    timer.unref()

    app.decorate('sweepUploads', sweepUploads)
    // Before the image store and the database close: stop, and let a running sweep finish.
    app.addHook('preClose', async () => {
      clearInterval(timer)
      await running
    })
  },
  { name: 'upload-sweep', dependencies: ['config', 'database', 'image-store'] },
)
