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

test('each helper shows its type with its duration', () => {
  const success = vi.spyOn(toast, 'success')
  const error = vi.spyOn(toast, 'error')
  const loading = vi.spyOn(toast, 'loading')

  notify.success('done')
  notify.error('failed')
  notify.loading('working')

  expect(success).toHaveBeenCalledWith('done', { duration: 2000 })
  expect(error).toHaveBeenCalledWith('failed', { duration: 4000 })
  expect(loading).toHaveBeenCalledWith('working', { duration: Number.POSITIVE_INFINITY })
})
