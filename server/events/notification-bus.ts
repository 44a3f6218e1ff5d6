// Tells open event streams that a user's notifications changed. One process: an EventEmitter.
// Several instances on PostgreSQL: see pg-notification-bus.ts.
import { EventEmitter } from 'node:events'

/**
 * What the bus tells of public data (docs/decisions/0035): `changed`, another instance wrote;
 * `lost`, changes made elsewhere no longer reach this instance; `back`, they do again (and
 * some may have been missed meanwhile).
 */
export type PublicChange = 'changed' | 'lost' | 'back'

export interface NotificationBus {
  /** Every instance's streams for this user hear of it. */
  publish(email: string): Promise<void>
  /** Calls `listener` on each change of this user's notifications; answers the unsubscribe. */
  subscribe(email: string, listener: () => void): () => void
  /** Public data changed here: every other instance hears `changed`. */
  publishPublicChange(): Promise<void>
  /** Calls `listener` with what the bus learns of other instances' writes. */
  onPublicChange(listener: (change: PublicChange) => void): () => void
  /** Whether other instances' writes reach this one now (one process: there are none). */
  hearsOthers(): boolean
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
    // One process sees every write: no other instance to tell or hear.
    publishPublicChange: async () => {},
    onPublicChange: () => () => {},
    hearsOthers: () => true,
    close: async () => {},
  }
}
