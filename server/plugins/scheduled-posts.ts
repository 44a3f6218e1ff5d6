// Scheduled posts (issue 27 item 1, server/posts/scheduled.ts): the job that publishes a post at
// its time, and what publishing then does, as a post published by hand: kept answers and drawn
// pages dropped on every instance, the author's subscribers emailed, its followers elsewhere told.
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { startScheduledPosts } from '../posts/scheduled'

export default fp(
  async function scheduledPosts(app: FastifyInstance) {
    await startScheduledPosts({
      db: app.database.db,
      jobs: app.jobs,
      log: app.log,
      published: async (postId) => {
        app.publicAnswersChanged()
        await app.mail.enqueuePostEmails(postId)
        await app.federation.postPublished(postId)
      },
    })
  },
  { name: 'scheduled-posts', dependencies: ['database', 'jobs', 'mail', 'federation'] },
)
