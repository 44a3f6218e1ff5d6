// Tells open event streams that a user's notifications changed. One process: an EventEmitter.
// Several instances on PostgreSQL: see pg-notification-bus.ts.
import { EventEmitter } from 'node:events'

export interface NotificationBus {
  /** Every instance's streams for this user hear of it. */
  publish(email: string): Promise<void>
  /** Calls `listener` on each change of this user's notifications; answers the unsubscribe. */
  subscribe(email: string, listener: () => void): () => void
  close(): Promise<void>
}

/** Listeners per user, keyed by the lower-cased email. */
export class LocalListeners {
  private readonly emitter = new EventEmitter().setMaxListeners(0)

  emit(email: string): void {
    this.emitter.emit(email.toLowerCase())
  }

  /** Every user with an open stream here. */
  emitAll(): void {
    for (const name of this.emitter.eventNames()) this.emitter.emit(name)
  }

  subscribe(email: string, listener: () => void): () => void {
    const key = email.toLowerCase()
    this.emitter.on(key, listener)
    return () => this.emitter.off(key, listener)
  }
}

export function createMemoryBus(): NotificationBus {
  const listeners = new LocalListeners()
  return {
    publish: async (email) => listeners.emit(email),
    subscribe: (email, listener) => listeners.subscribe(email, listener),
    close: async () => {},
  }
}
