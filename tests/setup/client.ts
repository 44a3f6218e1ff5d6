// Set-up for component and hook tests (jsdom): msw answers every request, an unhandled one
// fails the test, and so does a console error.
import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { toast } from 'sonner'
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest'
import { server } from '../../mocks/node'
import { resetIdentity } from '../../mocks/identity-store'
import { resetStore } from '../../mocks/store'
import { resetSession } from './signed-in'
import { autosaveTiming } from '../../src/features/write-post/desk/use-autosave'

// Firebase's Node build keeps the `fetch` it finds at import, before msw patches the global one;
// handing it this pass-through lets msw answer the SDK's calls too (mocks/handlers/identity.ts).
// Test files share a worker (vitest.config.ts), so this file runs once per file in one process:
// the fetch found first is the native one, kept where the next run finds it.
const kept = globalThis as { quillNativeFetch?: typeof fetch }
const nativeFetch = (kept.quillNativeFetch ??= globalThis.fetch)
const passThroughFetch: typeof fetch = (...args) =>
  (globalThis.fetch === passThroughFetch ? nativeFetch : globalThis.fetch)(...args)
globalThis.fetch = passThroughFetch

// findBy* waits up to 3 s, not 1: a loaded two-core CI machine is slower than a laptop.
configure({ asyncUtilTimeout: 3000 })

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
// A draft saves itself 2 s after the last keystroke (ADR 0078): a test step on a busy machine can
// take longer, and a save no test asked for would move the screen under it. The tests of
// autosaving set their own delay.
beforeEach(() => {
  autosaveTiming.delayMs = 60_000
  autosaveTiming.newPostDelayMs = 60_000
})
afterEach(() => {
  cleanup()
  // Sonner keeps its toasts in a module-level store and replays the active ones to the next
  // Toaster, so one test's messages would show up in the next.
  toast.dismiss()
  server.resetHandlers()
  resetStore()
  resetIdentity()
  window.localStorage.clear()
  // Files share their worker's modules (isolate: false): a test that signed someone in must not
  // hand them to the next file's first test.
  resetSession()
})
afterAll(() => server.close())

// Sonner takes a closed toast off its list 200 ms after it closed, on a timer nothing cancels
// (not even unmounting the Toaster): a file that ends inside those 200 ms has the timer set React
// state after jsdom has gone, and "window is not defined" fails the whole run. A file that made a
// toast waits them out; the history is a new array whenever a toast is made or changed.
let toastHistoryAtStart: unknown
beforeAll(() => {
  toastHistoryAtStart = toast.getHistory()
})
afterAll(async () => {
  if (toast.getHistory() !== toastHistoryAtStart) await new Promise((r) => setTimeout(r, 250))
})

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  }),
})
window.HTMLElement.prototype.scrollIntoView = vi.fn()
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub

const consoleError = console.error
beforeAll(() => {
  console.error = (...args: unknown[]) => {
    consoleError(...args)
    throw new Error(`console.error in a test: ${args.map(String).join(' ')}`)
  }
})
afterAll(() => {
  console.error = consoleError
})
