// The writing screens' component tests: jsdom has no object URLs, and the image preview only
// needs one to point at; after each test the session and the spies are put back.
import { afterEach, beforeEach, vi } from 'vitest'
import { resetSession } from './signed-in'

export function setUpEditorTests() {
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => 'blob:preview')
    URL.revokeObjectURL = vi.fn()
  })
  afterEach(() => {
    resetSession()
    vi.restoreAllMocks()
  })
}
