import { QueryClient } from '@tanstack/react-query'
import { expect, test, vi } from 'vitest'
import { createSessionStore } from '../lib/auth/session'
import { refetchForEachViewer } from './viewer-data'
import { sessionUser } from '../../tests/setup/signed-in'

test('posts, comments, authors and tags read as someone else are refetched when the reader becomes known', () => {
  const queryClient = new QueryClient()
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue()
  const sessions = createSessionStore()
  refetchForEachViewer(queryClient, sessions)
  const keys = () => invalidate.mock.calls.map(([filters]) => filters?.queryKey)

  // A visitor's page stays as drawn for a visitor.
  sessions.set({ status: 'signed-out' })
  expect(keys()).toEqual([])
  // Signing in: their likes, their own comments' emails, whom and what they follow.
  sessions.set({ status: 'signed-in', user: sessionUser('ada') })
  expect(keys()).toEqual([['posts'], ['comments'], ['authors'], ['follows']])
  // The same user published again (a profile change) is no new reader.
  sessions.set({ status: 'signed-in', user: sessionUser('ada') })
  expect(keys()).toHaveLength(4)
  sessions.set({ status: 'signed-out' })
  expect(keys()).toHaveLength(8)
})

test('a page drawn for a visitor is refetched once the signed-in reader is known', () => {
  const queryClient = new QueryClient()
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue()
  const sessions = createSessionStore()
  refetchForEachViewer(queryClient, sessions)
  sessions.set({ status: 'signed-in', user: sessionUser('ada') })
  expect(invalidate).toHaveBeenCalledTimes(4)
})
