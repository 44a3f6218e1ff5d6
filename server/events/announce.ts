import type { FastifyBaseLogger } from 'fastify'
import type { NotificationBus } from './notification-bus'

/**
 * Tells these users' streams that their notifications changed. Runs after the change is
 * committed, so a failure here is logged, never turned into an error for a write that happened.
 */
export async function announce(
  bus: NotificationBus,
  log: FastifyBaseLogger,
  emails: readonly string[],
): Promise<void> {
  const unique = [...new Set(emails.map((email) => email.toLowerCase()))]
  await Promise.all(
    unique.map((email) =>
      bus.publish(email).catch((error: unknown) => {
        log.warn({ err: error }, 'could not announce a notification change')
      }),
    ),
  )
}
