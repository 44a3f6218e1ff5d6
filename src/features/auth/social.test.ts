import { signInWithPopup, signInWithRedirect } from 'firebase/auth'
import { afterEach, expect, test, vi } from 'vitest'
import type * as FirebaseAuth from 'firebase/auth'
import { isCancelledSocialSignIn, signInWithSocial } from './social'

// With a real Firebase project the provider's popup is used; jsdom has no popups to open.
vi.mock('firebase/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof FirebaseAuth>()),
  signInWithPopup: vi.fn(),
  signInWithRedirect: vi.fn(),
}))

afterEach(() => vi.clearAllMocks())

test('Google sign-in opens the popup with the Google provider', async () => {
  vi.mocked(signInWithPopup).mockResolvedValue({} as Awaited<ReturnType<typeof signInWithPopup>>)

  await signInWithSocial('google')

  expect(vi.mocked(signInWithPopup).mock.calls[0]?.[1]).toMatchObject({ providerId: 'google.com' })
  expect(signInWithRedirect).not.toHaveBeenCalled()
})

test('a blocked popup falls back to a redirect to the same provider', async () => {
  vi.mocked(signInWithPopup).mockRejectedValue({ code: 'auth/popup-blocked' })

  await signInWithSocial('github')

  expect(vi.mocked(signInWithRedirect).mock.calls[0]?.[1]).toMatchObject({
    providerId: 'github.com',
  })
})

test('other popup failures reach the caller; closing the popup counts as cancelled', async () => {
  vi.mocked(signInWithPopup).mockRejectedValue({ code: 'auth/popup-closed-by-user' })

  const error: unknown = await signInWithSocial('google').catch((caught: unknown) => caught)

  expect(isCancelledSocialSignIn(error)).toBe(true)
  expect(isCancelledSocialSignIn({ code: 'auth/unauthorized-domain' })).toBe(false)
  expect(signInWithRedirect).not.toHaveBeenCalled()
})
