// The kept cache's life in the app (docs/decisions/0040), loaded apart from the first load:
// before a client-drawn screen's first render, after a drawn page was taken over.
import { type QueryClient, onlineManager } from '@tanstack/react-query'
import {
  persistQueryClientSave,
  persistQueryClientSubscribe,
} from '@tanstack/react-query-persist-client'
import { createStore, del, get, keys, set } from 'idb-keyval'
import { type Session, type SessionStore, sessionStore } from '../auth/session'
import { readAccessToken } from '../http'
import { VISITOR, ownerOfToken } from './partition'
import {
  type CachePersister,
  type KeyValueStore,
  createCachePersister,
  wipeOtherPartitions,
} from './persister'
import { restoreInto } from './restore'
import { shouldPersistQuery } from './rules'

export function indexedDbStore(): KeyValueStore {
  const store = createStore('quill-offline', 'cache')
  return {
    get: (key) => get(key, store),
    set: (key, value) => set(key, value, store),
    del: (key) => del(key, store),
    keys: () => keys<string>(store),
  }
}

const ownerOf = (session: Session, token: string | null) =>
  session.status === 'loading'
    ? ownerOfToken(token)
    : session.status === 'signed-in'
      ? session.user.uid
      : VISITOR

/** Queries answered for one person alone, whoever is still looking at them. */
const PERSONAL = new Set(['reading-list', 'user', 'notifications', 'suggestions'])

/**
 * What the person who left had in memory: every query nobody shows, the personal ones even if
 * shown, and their writes still waiting (sent later, they would go with the next person's token).
 */
export function forgetPerson(queryClient: QueryClient): void {
  queryClient.removeQueries({
    predicate: (query) =>
      query.getObserversCount() === 0 ||
      query.queryKey.some((part) => typeof part === 'string' && PERSONAL.has(part)),
  })
  const mutations = queryClient.getMutationCache()
  for (const mutation of mutations.getAll()) {
    if (mutation.state.isPaused) mutations.remove(mutation)
  }
}

export interface PersistenceOptions {
  buster: string
  store?: KeyValueStore
  sessions?: SessionStore
  token?: string | null
}

export interface Persistence {
  readonly owner: () => string
  stop(): void
}

/**
 * Restores the copy of whoever is reading (the stored token says who, before Firebase has
 * loaded), then keeps it: saved on every change, wiped when the person changes.
 */
export async function startPersistence(
  queryClient: QueryClient,
  {
    buster,
    store = indexedDbStore(),
    sessions = sessionStore,
    token = readAccessToken(),
  }: PersistenceOptions,
): Promise<Persistence> {
  // TanStack Query hears only the online/offline events, so a page opened offline (from the
  // service worker) would believe it is online: paused writes would be sent into nothing, and
  // the banner would not show.
  if (!navigator.onLine) onlineManager.setOnline(false)
  let persister: CachePersister = createCachePersister(store, ownerOf(sessions.get(), token))
  const saving = () => ({
    queryClient,
    persister,
    buster,
    dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery },
  })
  const keep = () => persistQueryClientSubscribe(saving())
  try {
    await wipeOtherPartitions(store, persister.owner)
    await restoreInto(queryClient, persister, buster)
  } catch {
    // No IndexedDB (a private window may refuse it): the app works as it did without a copy.
  }
  let unsubscribe = keep()
  // Saved once now, not only at the next change: a drawn page's data (ADR 0019) went into the
  // cache before keeping started and never through the API, and a page only read may change
  // nothing more, so without this the first post a reader opens is not kept.
  void persistQueryClientSave(saving())
  // Writes made offline, in this tab or one closed since, go now if they can (and otherwise when
  // the connection is back: the QueryClient resumes them on the online event).
  if (onlineManager.isOnline()) void queryClient.resumePausedMutations()
  const stopWatching = sessions.subscribe(() => {
    const session = sessions.get()
    if (session.status === 'loading') return
    const owner = ownerOf(session, null)
    if (owner === persister.owner) return
    unsubscribe()
    const previous = persister
    if (previous.owner !== VISITOR) forgetPerson(queryClient)
    persister = createCachePersister(store, owner)
    void Promise.resolve(previous.removeClient())
      .then(() => wipeOtherPartitions(store, owner))
      .catch(() => {})
    unsubscribe = keep()
  })
  const flush = () => void persister.flush()
  window.addEventListener('pagehide', flush)
  return {
    owner: () => persister.owner,
    stop: () => {
      unsubscribe()
      stopWatching()
      window.removeEventListener('pagehide', flush)
    },
  }
}
