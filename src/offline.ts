// Offline-first (docs/decisions/0040), in one chunk the entry imports after its first load: the
// query cache kept on the device with the writes waiting in it, and the service worker.
import type { QueryClient } from '@tanstack/react-query'
import { setCommentWriteDefaults } from './features/comments/paused-writes'
import { setFollowWriteDefaults } from './features/follows/paused-writes'
import { setPostWriteDefaults } from './features/posts/paused-writes'
import { type Persistence, startPersistence } from './lib/offline/start'

/** What sends each kind of write that can wait offline, also one restored from the copy. */
export function setWaitingWriteDefaults(queryClient: QueryClient): void {
  setCommentWriteDefaults(queryClient)
  setPostWriteDefaults(queryClient)
  setFollowWriteDefaults(queryClient)
}

/** Restores the kept copy and keeps it; `buster` names the build. */
export function keepCache(queryClient: QueryClient, buster: string): Promise<Persistence> {
  // What sends a kept write is set before the kept writes are restored.
  setWaitingWriteDefaults(queryClient)
  return startPersistence(queryClient, { buster })
}

/** Registers the service worker when the browser has nothing else to do. */
export function registerWorkerWhenIdle(): void {
  const whenIdle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1000))
  whenIdle(() => {
    void import('./lib/offline/service-worker').then(({ registerServiceWorker }) =>
      registerServiceWorker(),
    )
  })
}
