// Removes uploaded images that no post uses once their grace period (UPLOAD_GRACE_MS after the
// last upload) has passed, every UPLOAD_SWEEP_INTERVAL_MS, as a job on the durable queue
// (plugins/jobs.ts): every instance asks for the sweep with the same key, so one sweep waits
// and one instance runs it, and a sweep cut short by a crash is run again. One conditional
// DELETE per image still decides who removes it (images/uploads.ts), so a second sweep at the
// same time removes nothing twice. The timer is unref'd and stopped when the app closes.
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { deleteImage } from '../images/hosted'
import { hasUpload, takeUnusedUpload, uploadsBefore } from '../images/uploads'

/** Images looked at per sweep: a long backlog is worked off over several sweeps. */
export const SWEEP_BATCH = 200

/** The sweep's queue on the job queue. */
export const SWEEP_QUEUE = 'sweep-uploads'

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

    await app.jobs.define(SWEEP_QUEUE, {
      maxAttempts: 3,
      retryDelaySeconds: 60,
      expireInSeconds: 15 * 60,
    })
    await app.jobs.work(SWEEP_QUEUE, async () => {
      await app.sweepUploads()
    })
    const timer = setInterval(() => {
      app.jobs
        .enqueue(SWEEP_QUEUE, {}, { key: SWEEP_QUEUE })
        .catch((error: unknown) => app.log.warn({ err: error }, 'the sweep could not be queued'))
    }, sweepIntervalMs)
    timer.unref()

    app.decorate('sweepUploads', sweepUploads)
    // The job queue stops (letting a running sweep finish) before the image store closes.
    app.addHook('preClose', async () => clearInterval(timer))
  },
  { name: 'upload-sweep', dependencies: ['config', 'database', 'image-store', 'jobs'] },
)
