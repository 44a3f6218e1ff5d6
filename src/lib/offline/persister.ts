// TanStack Query's cache kept in IndexedDB (docs/decisions/0040): a Persister (the shape
// @tanstack/react-query-persist-client saves through) bounded in bytes, one per person.
import type { DehydratedState } from '@tanstack/react-query'
import type { PersistedClient, Persister } from '@tanstack/react-query-persist-client'
import { partitionKey } from './partition'
import { MAX_BYTES, THROTTLE_MS } from './rules'

/** The few IndexedDB calls used (idb-keyval's), so tests can hand in a Map. */
export interface KeyValueStore {
  get(key: string): Promise<unknown>
  set(key: string, value: unknown): Promise<void>
  del(key: string): Promise<void>
  keys(): Promise<string[]>
}

export function mapStore(map = new Map<string, unknown>()): KeyValueStore & {
  map: Map<string, unknown>
} {
  return {
    map,
    get: async (key) => structuredClone(map.get(key)),
    set: async (key, value) => void map.set(key, structuredClone(value)),
    del: async (key) => void map.delete(key),
    keys: async () => [...map.keys()],
  }
}

type DehydratedQuery = DehydratedState['queries'][number]

const sizeOf = (value: unknown) => JSON.stringify(value).length

/**
 * Drops the least recently updated queries until the whole copy fits in `maxBytes`. Paused
 * writes are never dropped: they are what someone wrote and has not sent yet.
 */
export function bound(client: PersistedClient, maxBytes: number): PersistedClient {
  const { queries, mutations } = client.clientState
  const newestFirst = [...queries].sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt)
  let size = sizeOf({ ...client, clientState: { mutations, queries: [] } })
  const kept: DehydratedQuery[] = []
  for (const query of newestFirst) {
    const querySize = sizeOf(query) + 1
    if (size + querySize > maxBytes) continue
    size += querySize
    kept.push(query)
  }
  return { ...client, clientState: { mutations, queries: kept } }
}

export interface CachePersister extends Persister {
  readonly owner: string
  /** Writes what waits for the throttle now (before a wipe or the tab's end). */
  flush(): Promise<void>
}

/**
 * The persister of `owner`'s copy. A query once saved stays saved after the in-memory cache has
 * let it go (gcTime): the post read this morning is still there to read offline tonight; the
 * byte bound, not the memory's, decides what goes.
 */
export function createCachePersister(
  store: KeyValueStore,
  owner: string,
  { maxBytes = MAX_BYTES, throttleMs = THROTTLE_MS } = {},
): CachePersister {
  const key = partitionKey(owner)
  let saved = new Map<string, DehydratedQuery>()
  let pending: PersistedClient | null = null
  let timer: ReturnType<typeof setTimeout> | null = null
  let writing: Promise<void> = Promise.resolve()

  const write = () => {
    timer = null
    const next = pending
    pending = null
    if (!next) return writing
    const merged = new Map(saved)
    for (const query of next.clientState.queries) merged.set(query.queryHash, query)
    const bounded = bound(
      { ...next, clientState: { ...next.clientState, queries: [...merged.values()] } },
      maxBytes,
    )
    saved = new Map(bounded.clientState.queries.map((query) => [query.queryHash, query]))
    writing = writing
      .then(() => store.set(key, bounded))
      .catch(() => {
        // Storage full or blocked: the app works on, as it did before anything was kept.
      })
    return writing
  }

  return {
    owner,
    persistClient: (client) => {
      pending = client
      timer ??= setTimeout(() => void write(), throttleMs)
    },
    restoreClient: async () => {
      const client = (await store.get(key)) as PersistedClient | undefined
      if (client) {
        saved = new Map(client.clientState.queries.map((query) => [query.queryHash, query]))
      }
      return client
    },
    removeClient: async (): Promise<void> => {
      if (timer) clearTimeout(timer)
      timer = null
      pending = null
      saved = new Map()
      await writing
      await store.del(key)
    },
    flush: () => {
      if (timer) clearTimeout(timer)
      return write()
    },
  }
}

/** Deletes every kept copy but `owner`'s: a copy left by someone else is never opened. */
export async function wipeOtherPartitions(store: KeyValueStore, owner: string): Promise<void> {
  const mine = partitionKey(owner)
  const keys = await store.keys()
  await Promise.all(keys.filter((key) => key !== mine).map((key) => store.del(key)))
}
