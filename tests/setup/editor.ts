// The writing screens' component tests: jsdom has no object URLs, and the image preview only
// needs one to point at; after each test the session and the spies are put back. A new post's
// form is filled in one way in all of them (writeNewPost).
import { screen } from '@testing-library/react'
import { afterEach, beforeEach, vi } from 'vitest'
import type { renderApp } from './render'
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

/** An image file to choose (the tests mock the scaling, so it is sent as it is). */
export const photo = () => new File(['fake image bytes'], 'photo.png', { type: 'image/png' })

/** Types the new post's title and text and chooses its image (`file`, a photo unless given). */
export async function writeNewPost(
  user: ReturnType<typeof renderApp>['user'],
  title: string,
  body: string,
  file = photo(),
) {
  await user.type(await screen.findByRole('textbox', { name: 'Title' }), title)
  await user.type(screen.getByRole('textbox', { name: 'Post text' }), body)
  // The label's text ends in Mantine's required mark, which screen readers do not hear.
  await user.upload(screen.getByLabelText(/^Image/), file)
}
