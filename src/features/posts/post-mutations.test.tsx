import { act, renderHook, waitFor } from '@testing-library/react'
import { http } from 'msw'
import { afterEach, expect, test, vi } from 'vitest'
import { HttpResponse } from 'msw'
import { API, errorResponse } from '../../../mocks/handlers/shared'
import { server } from '../../../mocks/node'
import { store } from '../../../mocks/store'
import { resetSession, signInAs } from '../../../tests/setup/signed-in'
import { cacheHolding, summary } from '../../../tests/setup/post-cache'
import { heldRoute } from '../../../tests/setup/held'
import { useDeletePost } from './use-delete-post'

afterEach(resetSession)

test('a delete takes the post out of every cached list at once and drops its detail', async () => {
  signInAs()
  const post = summary()
  store.posts.push(post)
  const { queryClient, wrapper, cached } = cacheHolding(post)
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries')
  const gate = heldRoute('delete', `${API}/deletePost/:postId`, () =>
    HttpResponse.json({ deletedCount: 1, deleteCount: 1 }),
  )
  const { result } = renderHook(() => useDeletePost(), { wrapper })

  act(() => result.current.mutate(post._id))
  await waitFor(() => expect(cached().feed).toEqual([]))
  expect(cached().own).toEqual([])

  gate.open()
  await waitFor(() => expect(result.current.isSuccess).toBe(true))
  expect(cached().detail).toBeUndefined()
  expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([
    ['posts', 'list'],
    ['posts', 'tags'],
  ])
})

test('a failed delete puts the post back', async () => {
  signInAs()
  const post = summary()
  const { wrapper, cached } = cacheHolding(post)
  server.use(
    http.delete(`${API}/deletePost/:postId`, () => errorResponse(404, 'not_found', 'Gone')),
  )
  const { result } = renderHook(() => useDeletePost(), { wrapper })

  act(() => result.current.mutate(post._id))
  await waitFor(() => expect(result.current.isError).toBe(true))
  expect(cached().feed).toEqual([post])
  expect(cached().own).toEqual([post])
  expect(cached().detail).toEqual(post)
})

test('a delete the server counts as 0 puts the post back', async () => {
  signInAs()
  const post = summary()
  const { wrapper, cached } = cacheHolding(post)
  server.use(
    http.delete(`${API}/deletePost/:postId`, () =>
      HttpResponse.json({ deletedCount: 0, deleteCount: 0 }),
    ),
  )
  const { result } = renderHook(() => useDeletePost(), { wrapper })

  act(() => result.current.mutate(post._id))
  await waitFor(() => expect(result.current.isSuccess).toBe(true))
  expect(cached().feed).toEqual([post])
  expect(cached().detail).toEqual(post)
})
