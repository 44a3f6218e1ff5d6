import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { http } from 'msw'
import { afterEach, expect, test, vi } from 'vitest'
import { HttpResponse } from 'msw'
import { API, errorResponse } from '../../../mocks/handlers/shared'
import { server } from '../../../mocks/node'
import { store } from '../../../mocks/store'
import { resetSession, signInAs } from '../../../tests/setup/signed-in'
import { cacheHolding, summary } from '../../../tests/setup/post-cache'
import { heldRoute } from '../../../tests/setup/held'
import { I18nProvider } from '../../lib/i18n/context'
import { createI18n } from '../../lib/i18n/i18n'
import { useUpdatePost } from './use-update-post'

/** The hook speaks the reader's language (its failure's title): it needs a translator above it. */
function holding(post: Parameters<typeof cacheHolding>[0]) {
  const held = cacheHolding(post)
  const i18n = createI18n('en')
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider i18n={i18n}>
      <held.wrapper>{children}</held.wrapper>
    </I18nProvider>
  )
  return { ...held, wrapper }
}

afterEach(resetSession)

test('an edit shows in every cached list and the detail at once, then refreshes just those', async () => {
  signInAs()
  const post = summary({ postTitle: 'Before' })
  store.posts.push(post)
  const { queryClient, wrapper, cached } = holding(post)
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries')
  const gate = heldRoute('put', `${API}/updatePost/:postId`, () =>
    HttpResponse.json({ matchedCount: 1, modifiedCount: 1 }),
  )
  const { result } = renderHook(() => useUpdatePost(post._id), { wrapper })

  act(() =>
    result.current.mutate({ postTitle: 'After', postBody: 'New body', tags: ['new'], image: null }),
  )
  await waitFor(() => expect(cached().detail?.postTitle).toBe('After'))
  expect(cached().feed?.[0]).toMatchObject({ postTitle: 'After', postBody: 'New body' })
  expect(cached().own?.[0]?.postTitle).toBe('After')
  expect(cached().detail?.editDate).toBeDefined()
  expect(cached().detail?.tags).toEqual(['new'])
  // Its old rendering is dropped: the post page waits for the new one rather than show the old.
  expect(cached().detail).not.toHaveProperty('bodyHtml', expect.anything())

  gate.open()
  await waitFor(() => expect(result.current.isSuccess).toBe(true))
  // The lists include every tag's feed; the tags in use may have changed too.
  expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([
    ['posts', 'list'],
    ['posts', 'tags'],
    ['posts', 'detail', post._id],
  ])
})

test('a failed edit puts every cached copy back', async () => {
  signInAs()
  const post = summary({ postTitle: 'Before' })
  const { wrapper, cached } = holding(post)
  server.use(http.put(`${API}/updatePost/:postId`, () => errorResponse(403, 'forbidden', 'No')))
  const { result } = renderHook(() => useUpdatePost(post._id), { wrapper })

  act(() =>
    result.current.mutate({ postTitle: 'After', postBody: 'New body', tags: ['new'], image: null }),
  )
  await waitFor(() => expect(result.current.isError).toBe(true))
  expect(cached().feed?.[0]?.postTitle).toBe('Before')
  expect(cached().own?.[0]?.postTitle).toBe('Before')
  expect(cached().detail).toEqual(post)
})

test('publishing a draft shows it published and dated at once; a failure puts the draft back', async () => {
  signInAs()
  const draft = summary({ postTitle: 'Draft', status: 'draft', date: '2026-01-01T00:00:00.000Z' })
  store.posts.push(draft)
  const { wrapper, cached } = holding(draft)
  const gate = heldRoute('put', `${API}/updatePost/:postId`, () => {
    return errorResponse(400, 'validation_failed', 'Image is required', {
      'postBody.image': 'Image is required',
    })
  })
  const { result } = renderHook(() => useUpdatePost(draft._id), { wrapper })

  act(() =>
    result.current.mutate({
      postTitle: 'Draft',
      postBody: 'Text',
      tags: [],
      image: null,
      status: 'published',
    }),
  )
  await waitFor(() => expect(cached().detail?.status).toBe('published'))
  expect(cached().detail?.date).not.toBe(draft.date)
  // Publishing dates the post; it is no edit.
  expect(cached().detail?.editDate).toBeUndefined()

  gate.open()
  await waitFor(() => expect(result.current.isError).toBe(true))
  expect(cached().detail).toEqual(draft)
  expect(cached().own).toEqual([draft])
})

test('saving a draft again keeps it a draft with no Edited date', async () => {
  signInAs()
  const draft = summary({ postTitle: 'Draft', status: 'draft' })
  store.posts.push(draft)
  const { wrapper, cached } = holding(draft)
  const { result } = renderHook(() => useUpdatePost(draft._id), { wrapper })

  act(() =>
    result.current.mutate({
      postTitle: 'Draft 2',
      postBody: '',
      tags: [],
      image: null,
      status: 'draft',
    }),
  )
  await waitFor(() => expect(result.current.isSuccess).toBe(true))
  expect(store.posts.find((p) => p._id === draft._id)).toMatchObject({
    postTitle: 'Draft 2',
    status: 'draft',
  })
  expect(cached().detail?.editDate).toBeUndefined()
})
