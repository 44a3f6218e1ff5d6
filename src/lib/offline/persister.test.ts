import { QueryClient, dehydrate } from '@tanstack/react-query'
import type { PersistedClient } from '@tanstack/react-query-persist-client'
import { expect, test } from 'vitest'
import { VISITOR, ownerOfToken, partitionKey } from './partition'
import { bound, createCachePersister, mapStore, wipeOtherPartitions } from './persister'
import { restoreInto } from './restore'
import { shouldPersistQuery } from './rules'

const BUSTER = '/assets/index-abc.js'

function clientWith(entries: [string, unknown, number][], now = Date.now()): PersistedClient {
  const queryClient = new QueryClient()
  for (const [id, data, updatedAt] of entries) {
    queryClient.setQueryData(['posts', 'detail', id], data, { updatedAt })
  }
  return { buster: BUSTER, timestamp: now, clientState: dehydrate(queryClient) }
}

const ids = (client: PersistedClient | undefined) =>
  client?.clientState.queries.map((query) => query.queryKey[2])

test('the copy is bounded: the least recently read queries go first, paused writes never', () => {
  const big = 'x'.repeat(400)
  const client = clientWith([
    ['old', big, 1],
    ['new', big, 3],
    ['mid', big, 2],
  ])
  const waiting = { mutationKey: ['comments', 'create'], state: { isPaused: true } }
  const withWrite = {
    ...client,
    clientState: { ...client.clientState, mutations: [waiting] },
  } as unknown as PersistedClient
  // Room for everything but one query.
  const whole = JSON.stringify(withWrite).length
  const oneQuery = JSON.stringify(client.clientState.queries[0]).length
  const bounded = bound(withWrite, whole - oneQuery / 2)
  expect(ids(bounded)).toEqual(['new', 'mid'])
  expect(bounded.clientState.mutations).toHaveLength(1)
  expect(JSON.stringify(bounded).length).toBeLessThanOrEqual(whole - oneQuery / 2)
  // Nothing fits: the write stays.
  expect(bound(withWrite, 10).clientState).toEqual({ queries: [], mutations: [waiting] })
})

test('each person has a copy of their own, and the next person wipes the others', async () => {
  const store = mapStore()
  const ada = createCachePersister(store, 'ada', { throttleMs: 0 })
  const bob = createCachePersister(store, 'bob', { throttleMs: 0 })
  ada.persistClient(clientWith([['ada-read', 'a', 1]]))
  bob.persistClient(clientWith([['bob-read', 'b', 1]]))
  await Promise.all([ada.flush(), bob.flush()])
  expect([...store.map.keys()].sort()).toEqual([partitionKey('ada'), partitionKey('bob')])
  expect(ids(await createCachePersister(store, 'ada').restoreClient())).toEqual(['ada-read'])

  await wipeOtherPartitions(store, 'bob')
  expect([...store.map.keys()]).toEqual([partitionKey('bob')])
  expect(await createCachePersister(store, 'ada').restoreClient()).toBeUndefined()
  await bob.removeClient()
  expect(store.map.size).toBe(0)
})

test('a query the memory let go of stays in the copy until the bound pushes it out', async () => {
  const store = mapStore()
  const persister = createCachePersister(store, VISITOR, { throttleMs: 0, maxBytes: 2000 })
  persister.persistClient(clientWith([['monday', 'read monday', 1]]))
  await persister.flush()
  persister.persistClient(clientWith([['tuesday', 'read tuesday', 2]]))
  await persister.flush()
  expect(ids(await persister.restoreClient())?.sort()).toEqual(['monday', 'tuesday'])
})

test('writes wait for the throttle, and one flush sends the last state', async () => {
  const store = mapStore()
  const persister = createCachePersister(store, VISITOR, { throttleMs: 60_000 })
  persister.persistClient(clientWith([['first', 1, 1]]))
  persister.persistClient(clientWith([['second', 2, 2]]))
  expect(store.map.size).toBe(0)
  await persister.flush()
  expect(ids(store.map.get(partitionKey(VISITOR)) as PersistedClient)).toEqual(['second'])
})

test('restoring: the drawn page wins, another build loses its queries, old ones go', async () => {
  const now = Date.now()
  const store = mapStore()
  const persister = createCachePersister(store, VISITOR, { throttleMs: 0 })
  persister.persistClient(
    clientWith(
      [
        ['drawn', 'kept copy', now - 1000],
        ['yesterday', 'kept', now - 86_400_000],
        ['last-month', 'too old', now - 30 * 86_400_000],
      ],
      now,
    ),
  )
  await persister.flush()
  const queryClient = new QueryClient()
  queryClient.setQueryData(['posts', 'detail', 'drawn'], 'drawn page', { updatedAt: now - 5000 })
  await restoreInto(queryClient, persister, BUSTER, now)
  expect(queryClient.getQueryData(['posts', 'detail', 'drawn'])).toBe('drawn page')
  expect(queryClient.getQueryData(['posts', 'detail', 'yesterday'])).toBe('kept')
  expect(queryClient.getQueryData(['posts', 'detail', 'last-month'])).toBeUndefined()

  const nextBuild = new QueryClient()
  await restoreInto(nextBuild, persister, '/assets/index-def.js', now)
  expect(nextBuild.getQueryData(['posts', 'detail', 'yesterday'])).toBeUndefined()
})

test('what is kept: what a reader reads, never searches, previews or private mail', () => {
  const keeps = (queryKey: unknown[]) =>
    shouldPersistQuery({ queryKey, state: { status: 'success' } })
  expect(keeps(['posts', 'detail', 'p1'])).toBe(true)
  expect(keeps(['comments', 'list', 'p1'])).toBe(true)
  expect(keeps(['authors', 'a1'])).toBe(true)
  expect(keeps(['posts', 'search', 'react'])).toBe(false)
  expect(keeps(['posts', 'preview', '# draft'])).toBe(false)
  expect(keeps(['subscriptions', 'list'])).toBe(false)
  expect(keeps(['dev-mailbox', 'list'])).toBe(false)
  expect(shouldPersistQuery({ queryKey: ['posts'], state: { status: 'error' } })).toBe(false)
})

test('the stored token names whose copy opens; anything else is a visitor', () => {
  const payload = btoa(JSON.stringify({ sub: 'uid-1', email: 'a@example.com' }))
  expect(ownerOfToken(`h.${payload.replace(/=+$/, '')}.s`)).toBe('uid-1')
  expect(ownerOfToken(null)).toBe(VISITOR)
  expect(ownerOfToken('not-a-jwt')).toBe(VISITOR)
  expect(ownerOfToken('h.%%%.s')).toBe(VISITOR)
})
