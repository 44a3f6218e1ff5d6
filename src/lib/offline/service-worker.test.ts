import { afterEach, expect, test, vi } from 'vitest'
import { SETTLE_MAX_MS, SETTLE_MS, keepImagesShown, sessionSettled } from './service-worker'

afterEach(() => {
  vi.useRealTimers()
})

test('the new worker is asked to take over a moment after the session has started, not before', async () => {
  vi.useFakeTimers()
  let start = () => {}
  const started = new Promise<void>((resolve) => (start = resolve))
  let settled = false
  void sessionSettled(() => started).then(() => (settled = true))
  await vi.advanceTimersByTimeAsync(SETTLE_MS * 2)
  expect(settled).toBe(false)
  start()
  await vi.advanceTimersByTimeAsync(SETTLE_MS - 1)
  expect(settled).toBe(false)
  await vi.advanceTimersByTimeAsync(1)
  expect(settled).toBe(true)
})

test('a session that never starts (offline) holds the new worker back for a few seconds at most', async () => {
  vi.useFakeTimers()
  let settled = false
  void sessionSettled(() => new Promise(() => {})).then(() => (settled = true))
  await vi.advanceTimersByTimeAsync(SETTLE_MAX_MS - 1)
  expect(settled).toBe(false)
  await vi.advanceTimersByTimeAsync(1)
  expect(settled).toBe(true)
})

test('the images a page showed before the worker was in charge are asked for again, once each', async () => {
  const origin = window.location.origin
  const asked: string[] = []
  await keepImagesShown(
    [
      { name: `${origin}/images/abc-640.webp` },
      { name: `${origin}/images/abc-640.webp` },
      { name: `${origin}/images/def.webp` },
      { name: `${origin}/assets/index-1.js` },
      { name: `${origin}/api/posts` },
      { name: 'https://elsewhere.example/images/x.webp' },
    ],
    async (url) => void asked.push(url),
  )
  expect(asked).toEqual([`${origin}/images/abc-640.webp`, `${origin}/images/def.webp`])
})

test('an image the network no longer answers leaves the others asked for', async () => {
  const origin = window.location.origin
  const asked: string[] = []
  await keepImagesShown(
    [{ name: `${origin}/images/gone.webp` }, { name: `${origin}/images/here.webp` }],
    async (url) => {
      asked.push(url)
      if (url.endsWith('gone.webp')) throw new TypeError('Failed to fetch')
    },
  )
  expect(asked).toHaveLength(2)
})
