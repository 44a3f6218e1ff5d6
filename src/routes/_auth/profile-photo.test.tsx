// Issue 22, item 2 on msw: a profile photo by upload through the image host. The crop itself
// draws on a canvas, which jsdom has not: it is stood in for here and run in Chromium by
// tests/e2e/author-desk.spec.ts.
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { http } from 'msw'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { identity } from '../../../mocks/identity-store'
import { API, errorResponse } from '../../../mocks/handlers/shared'
import { server } from '../../../mocks/node'
import { store } from '../../../mocks/store'
import { renderWithAuth, signedInUser } from '../../../tests/setup/auth'

// Whole journeys through the app on msw: more than 5 s when the machine is busy.
vi.setConfig({ testTimeout: 15_000 })

vi.mock('../../lib/images/fit-image', () => ({ fitImage: vi.fn(async (file: File) => file) }))
vi.mock('../../features/auth/components/photo-cropper', () => ({
  default: ({ file, onCrop }: { file: File; onCrop: (photo: File) => void }) => (
    <button
      type="button"
      onClick={() => onCrop(new File([file], 'photo.png', { type: 'image/png' }))}
    >
      Use this photo
    </button>
  ),
}))

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:cropped')
  URL.revokeObjectURL = vi.fn()
})
afterEach(() => vi.restoreAllMocks())

const picture = () => new File(['fake image bytes'], 'me.jpg', { type: 'image/jpeg' })

test('a photo chosen, cropped and previewed is uploaded to the image host on Save', async () => {
  const account = await signedInUser({ displayName: 'Ada' })
  const { user, router } = renderWithAuth('/update-profile')

  await user.upload(await screen.findByLabelText('Upload a photo'), picture())
  await user.click(await screen.findByRole('button', { name: 'Use this photo' }))
  expect(screen.getByRole('img', { name: 'Preview of your new photo' })).toHaveAttribute(
    'src',
    'blob:cropped',
  )
  expect(screen.getByLabelText('Photo URL')).toBeDisabled()
  await user.click(screen.getByRole('button', { name: 'Save' }))

  expect(await screen.findByText('Profile updated')).toBeInTheDocument()
  await waitFor(() => expect(router.state.location.pathname).toBe('/profile'))
  const url = identity.users.get(account.email)?.photoUrl
  expect(url).toMatch(/^https:\/\/images\.example\.com\/.+\.webp$/)
  expect(store.profiles.get(account.localId)?.photoURL).toBe(url)
  expect(screen.getByRole('img', { name: 'Photo of Ada' })).toHaveAttribute('src', url)
})

test('a file that is not a picture is refused as soon as it is chosen, with the cover’s words', async () => {
  await signedInUser({ displayName: 'Ada' })
  renderWithAuth('/update-profile')

  // The chooser's accept list hides it; a system's own picker may not.
  fireEvent.change(await screen.findByLabelText('Upload a photo'), {
    target: { files: [new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' })] },
  })
  expect(
    await screen.findByText('Choose a photo or picture (JPEG, PNG, WebP or GIF), not an SVG'),
  ).toBeInTheDocument()
  expect(screen.queryByRole('button', { name: 'Use this photo' })).toBeNull()
})

test('a photo the image host refuses is said under the field; the profile is unchanged', async () => {
  const account = await signedInUser({ displayName: 'Ada', photoUrl: '' })
  server.use(
    http.post(`${API}/images`, () =>
      errorResponse(415, 'unsupported_media_type', 'The file is not an image'),
    ),
  )
  const { user, router } = renderWithAuth('/update-profile')

  await user.upload(await screen.findByLabelText('Upload a photo'), picture())
  await user.click(await screen.findByRole('button', { name: 'Use this photo' }))
  await user.click(screen.getByRole('button', { name: 'Save' }))

  expect(await screen.findByText('The file is not an image')).toBeInTheDocument()
  expect(router.state.location.pathname).toBe('/update-profile')
  expect(identity.users.get(account.email)?.photoUrl).toBe('')
})
