import { QueryClient, dehydrate } from '@tanstack/react-query'
import type { PersistedClient } from '@tanstack/react-query-persist-client'
import { expect, test } from 'vitest'
import { createSessionStore } from '../auth/session'
import { VISITOR, partitionKey } from './partition'
import { mapStore } from './persister'
import { startPersistence } from './start'
import { sessionUser } from '../../../tests/setup/signed-in'

const settle = () => new Promise((resolve) => setTimeout(resolve, 1100))

test('signing out wipes the person’s copy and what of theirs is in memory; the visitor starts afresh', async () => {
  const store = mapStore()
  const sessions = createSessionStore({ status: 'signed-in', user: sessionUser('ada') })
  const queryClient = new QueryClient()
  const persistence = await startPersistence(queryClient, {
    buster: 'b',
    store,
    sessions,
    token: null,
  })
  expect(persistence.owner()).toBe('ada')
  queryClient.setQueryData(['posts', 'list', 'reading-list', 'ada'], { pages: [] })
  queryClient.setQueryData(['posts', 'detail', 'p1'], { title: 'public' })
  await settle()
  expect([...store.map.keys()]).toEqual([partitionKey('ada')])

  sessions.set({ status: 'signed-out' })
  expect(persistence.owner()).toBe(VISITOR)
  expect(queryClient.getQueryData(['posts', 'list', 'reading-list', 'ada'])).toBeUndefined()
  await settle()
  expect(store.map.has(partitionKey('ada'))).toBe(false)
  persistence.stop()
})

test('another person’s copy left behind is wiped before anything is restored', async () => {
  const store = mapStore(new Map([[partitionKey('ada'), { buster: 'b', timestamp: Date.now() }]]))
  const queryClient = new QueryClient()
  const persistence = await startPersistence(queryClient, {
    buster: 'b',
    store,
    sessions: createSessionStore(),
    token: null,
  })
  expect(persistence.owner()).toBe(VISITOR)
  expect(store.map.size).toBe(0)
  persistence.stop()
})

test('what a drawn page carried is kept once keeping starts, with no change after it', async () => {
  const store = mapStore()
  const yesterday = new QueryClient()
  yesterday.setQueryData(['posts', 'detail', 'read-before'], { title: 'kept' })
  const kept = { buster: 'b', timestamp: Date.now(), clientState: dehydrate(yesterday) }
  await store.set(partitionKey(VISITOR), kept)
  // A drawn page's data is in the cache before the takeover starts keeping it (main.tsx).
  const queryClient = new QueryClient()
  queryClient.setQueryData(['posts', 'detail', 'drawn'], { title: 'drawn' })
  queryClient.setQueryData(['posts', 'search', 'drawn'], [])
  const persistence = await startPersistence(queryClient, {
    buster: 'b',
    store,
    sessions: createSessionStore(),
    token: null,
  })
  await settle()
  const saved = (await store.get(partitionKey(VISITOR))) as PersistedClient
  expect(saved.clientState.queries.map((query) => query.queryKey[2]).sort()).toEqual([
    'drawn',
    'read-before',
  ])
  persistence.stop()
})
