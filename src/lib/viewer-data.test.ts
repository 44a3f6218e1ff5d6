import { QueryClient } from '@tanstack/react-query'
import { expect, test, vi } from 'vitest'
import { createSessionStore } from './auth/session'
import { refetchForEachViewer } from './viewer-data'

const user = (uid: string) => ({
  uid,
  email: `${uid}@example.com`,
  displayName: null,
  photoURL: null,
  emailVerified: true,
})

test('posts and comments read as someone else are refetched when the reader becomes known', () => {
  const queryClient = new QueryClient()
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue()
  const sessions = createSessionStore()
  refetchForEachViewer(queryClient, sessions)
  const keys = () => invalidate.mock.calls.map(([filters]) => filters?.queryKey)

  // A visitor's page stays as drawn for a visitor.
  sessions.set({ status: 'signed-out' })
  expect(keys()).toEqual([])
  // Signing in: their likes and their own comments' emails.
  sessions.set({ status: 'signed-in', user: user('ada') })
  expect(keys()).toEqual([['posts'], ['comments']])
  // The same user published again (a profile change) is no new reader.
  sessions.set({ status: 'signed-in', user: user('ada') })
  expect(keys()).toHaveLength(2)
  sessions.set({ status: 'signed-out' })
  expect(keys()).toHaveLength(4)
})

test('a page drawn for a visitor is refetched once the signed-in reader is known', () => {
  const queryClient = new QueryClient()
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue()
  const sessions = createSessionStore()
  refetchForEachViewer(queryClient, sessions)
  sessions.set({ status: 'signed-in', user: user('ada') })
  expect(invalidate).toHaveBeenCalledTimes(2)
})
