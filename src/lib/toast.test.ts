import { toast } from 'sonner'
import { afterEach, expect, test, vi } from 'vitest'
import { MAX_TOASTS, TOAST_DURATION, notify } from './toast'

afterEach(() => vi.restoreAllMocks())

test('spec §9 durations: blank, error and custom 4 s, success 2 s, loading until dismissed', () => {
  expect(TOAST_DURATION).toEqual({
    blank: 4000,
    error: 4000,
    custom: 4000,
    success: 2000,
    loading: Number.POSITIVE_INFINITY,
  })
  expect(MAX_TOASTS).toBe(20)
})

test('each helper shows its type with its duration', async () => {
  const success = vi.spyOn(toast, 'success')
  const error = vi.spyOn(toast, 'error')
  const loading = vi.spyOn(toast, 'loading')

  const ids = [notify.success('done'), notify.error('failed'), notify.loading('working')]

  // sonner arrives with the first toast (lib/toast.ts), so the calls reach it a moment later.
  await vi.waitFor(() => expect(loading).toHaveBeenCalled())
  expect(success).toHaveBeenCalledWith('done', { id: ids[0], duration: 2000 })
  expect(error).toHaveBeenCalledWith('failed', { id: ids[1], duration: 4000 })
  expect(loading).toHaveBeenCalledWith('working', {
    id: ids[2],
    duration: Number.POSITIVE_INFINITY,
  })
  expect(new Set(ids).size).toBe(3)
})

test('a toast can be dismissed by the id its helper answered before sonner was loaded', async () => {
  const dismiss = vi.spyOn(toast, 'dismiss')
  const id = notify.loading('working')
  notify.dismiss(id)

  await vi.waitFor(() => expect(dismiss).toHaveBeenCalledWith(id))
})

test('a success toast offering an action stays as long as a blank one, to be read and reached', async () => {
  const success = vi.spyOn(toast, 'success')
  const action = { label: 'View post', onClick: () => undefined }
  const id = notify.success('Posted successfully', { action })

  await vi.waitFor(() => expect(success).toHaveBeenCalled())
  expect(success).toHaveBeenCalledWith('Posted successfully', { action, id, duration: 4000 })
})
