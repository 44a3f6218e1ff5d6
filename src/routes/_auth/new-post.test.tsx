import { onlineManager } from '@tanstack/react-query'
import { act, screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { moderationMessages } from '../../../contract/moderation'
import { API, errorResponse } from '../../../mocks/handlers/shared'
import { server } from '../../../mocks/node'
import { store, suspendInStore } from '../../../mocks/store'
import { renderApp, renderSignedIn } from '../../../tests/setup/render'
import { resetSession, signInAs } from '../../../tests/setup/signed-in'
import { fitImage } from '../../lib/images/fit-image'
import { heldRoute } from '../../../tests/setup/held'
import { writeNewPost } from '../../../tests/setup/editor'
import { appendedUnder } from '../../../tests/setup/form-data'

// jsdom can neither decode nor draw an image: the browser's scaling is replaced here (and proved
// in Chromium by tests/e2e/large-photo.spec.ts). By default it keeps the file as it is.
vi.mock('../../lib/images/fit-image', () => ({ fitImage: vi.fn(async (file: File) => file) }))

beforeEach(() => {
  vi.mocked(fitImage).mockClear()
  // jsdom has no object URLs; the preview only needs one to point at.
  URL.createObjectURL = vi.fn(() => 'blob:preview')
  URL.revokeObjectURL = vi.fn()
})
afterEach(() => {
  resetSession()
  vi.restoreAllMocks()
})

// The label's text ends in Mantine's required mark, which screen readers do not hear.
const imageInput = () => screen.getByLabelText(/^Image/)

// The file's first journey also loads the new-post screen's modules: over 5 s on a busy machine.
test(
  'a new post uploads its image first, then appears on the page the author came from',
  { timeout: 15_000 },
  async () => {
    signInAs()
    const { user, router } = renderApp('/new-post?from=%2F')

    await writeNewPost(user, 'Hello world', 'My first post.')
    expect(screen.getByRole('img', { name: 'Preview of the chosen image' })).toHaveAttribute(
      'src',
      'blob:preview',
    )
    await user.click(screen.getByRole('button', { name: 'Publish' }))

    expect(await screen.findByText('Posted successfully')).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(await screen.findByRole('article', { name: 'Hello world' })).toBeInTheDocument()
    expect(store.posts).toHaveLength(1)
    expect(store.posts[0]?.image).toMatch(/^https:\/\/images\.example\.com\/.+\.webp$/)
    expect(window.localStorage.getItem('quill:new-post-draft:author@example.com')).toBeNull()
  },
)

test('the upload shows its progress', { timeout: 15_000 }, async () => {
  signInAs()
  const gate = heldRoute('post', `${API}/images`, () =>
    errorResponse(413, 'payload_too_large', 'Too big'),
  )
  const { user } = renderApp('/new-post')

  await writeNewPost(user, 'T', 'B')
  await user.click(screen.getByRole('button', { name: 'Publish' }))

  expect(await screen.findByRole('progressbar', { name: 'Upload progress' })).toBeInTheDocument()
  gate.open()
  expect(await screen.findByText('something went wrong')).toBeInTheDocument()
})

test('a failed upload creates nothing and keeps what was typed', async () => {
  signInAs()
  server.use(
    http.post(`${API}/images`, () =>
      errorResponse(415, 'unsupported_media_type', 'That file is not an image'),
    ),
  )
  const { user, router } = renderApp('/new-post')

  await writeNewPost(user, 'Kept title', 'Kept text')
  await user.click(screen.getByRole('button', { name: 'Publish' }))

  expect(await screen.findByText('something went wrong')).toBeInTheDocument()
  expect(store.posts).toHaveLength(0)
  expect(router.state.location.pathname).toBe('/new-post')
  expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Kept title')
})

test('a post the server refuses: something went wrong, its reason, and the field marked', async () => {
  signInAs()
  server.use(
    http.post(`${API}/post`, () =>
      errorResponse(400, 'validation_failed', 'Post text must be at most 50000 characters', {
        postBody: 'Post text must be at most 50000 characters',
      }),
    ),
  )
  const { user } = renderApp('/new-post')

  await writeNewPost(user, 'Refused', 'Too much')
  const body = screen.getByRole('textbox', { name: 'Post text' })
  await user.click(screen.getByRole('button', { name: 'Publish' }))

  expect(await screen.findByText('something went wrong')).toBeInTheDocument()
  await waitFor(() =>
    expect(body).toHaveAccessibleDescription(
      expect.stringContaining('Post text must be at most 50000 characters'),
    ),
  )
  expect(store.posts).toHaveLength(0)
})

test('title, post text and image are required', async () => {
  const { user } = renderSignedIn('/new-post')

  await user.click(await screen.findByRole('button', { name: 'Publish' }))
  expect(await screen.findByText('Title is required')).toBeInTheDocument()
  expect(screen.getByText('Post text is required')).toBeInTheDocument()
  expect(screen.getByText('Image is required')).toBeInTheDocument()
  expect(imageInput()).toHaveAttribute('accept', 'image/*')
  expect(store.posts).toHaveLength(0)
})

test('typed text survives leaving and coming back as a draft', async () => {
  signInAs()
  const first = renderApp('/new-post')
  await first.user.type(await screen.findByRole('textbox', { name: 'Title' }), 'Draft title')
  await first.user.type(screen.getByRole('textbox', { name: 'Post text' }), 'Draft body')
  first.unmount()

  renderApp('/new-post')
  expect(await screen.findByRole('textbox', { name: 'Title' })).toHaveValue('Draft title')
  expect(screen.getByRole('textbox', { name: 'Post text' })).toHaveValue('Draft body')
})

test('leaving with unsaved text asks first', async () => {
  const { user, router } = renderSignedIn('/new-post')
  await user.type(await screen.findByRole('textbox', { name: 'Title' }), 'Half a thought')

  await user.click(screen.getByRole('link', { name: 'Home' }))
  const dialog = await screen.findByRole('dialog')
  await user.click(within(dialog).getByRole('button', { name: 'Stay' }))
  expect(router.state.location.pathname).toBe('/new-post')

  await user.click(screen.getByRole('link', { name: 'Home' }))
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave' }))
  await waitFor(() => expect(router.state.location.pathname).toBe('/'))
})

test('the image field states the size limit', async () => {
  renderSignedIn('/new-post')

  expect(await screen.findByLabelText(/^Image/)).toHaveAccessibleDescription(
    'JPEG, PNG, WebP or GIF, up to 10 MB. Bigger photos are scaled down to 2000 px before they are sent.',
  )
})

test('a photo over the limits is scaled down in the browser before it is sent', async () => {
  signInAs()
  const sent = appendedUnder('image')
  const huge = new File([new Uint8Array(15 * 1024 * 1024)], 'phone.jpg', { type: 'image/jpeg' })
  const scaled = new File(['scaled bytes'], 'phone.webp', { type: 'image/webp' })
  vi.mocked(fitImage).mockResolvedValueOnce(scaled)
  const { user } = renderApp('/new-post')

  await writeNewPost(user, 'Big photo', 'From my phone.', huge)
  await user.click(screen.getByRole('button', { name: 'Publish' }))

  expect(await screen.findByText('Posted successfully')).toBeInTheDocument()
  expect(fitImage).toHaveBeenCalledWith(huge, { maxEdge: 2000, maxBytes: 10 * 1024 * 1024 })
  expect(sent).toEqual([scaled])
})

test('a photo still too big after scaling is refused before any upload, under the field', async () => {
  signInAs()
  const sent = appendedUnder('image')
  const huge = new File([new Uint8Array(11 * 1024 * 1024)], 'odd.jpg', { type: 'image/jpeg' })
  const { user } = renderApp('/new-post')

  await writeNewPost(user, 'Big photo', 'From my phone.', huge)
  await user.click(screen.getByRole('button', { name: 'Publish' }))

  expect(await screen.findByText('something went wrong')).toBeInTheDocument()
  await waitFor(() =>
    expect(imageInput()).toHaveAccessibleDescription(
      expect.stringContaining('The image must be at most 10 MB'),
    ),
  )
  expect(sent).toEqual([])
  expect(store.posts).toHaveLength(0)
})

test('a file that is not a picture is refused as soon as it is chosen', async () => {
  signInAs()
  const sent = appendedUnder('image')
  const { user } = renderApp('/new-post')

  await writeNewPost(
    user,
    'Big photo',
    'From my phone.',
    new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }),
  )
  expect(
    await screen.findByText('Choose a photo or picture (JPEG, PNG, WebP or GIF), not an SVG'),
  ).toBeInTheDocument()
  await user.click(screen.getByRole('button', { name: 'Publish' }))
  expect(sent).toEqual([])
  expect(fitImage).not.toHaveBeenCalled()
})

test('offline, the form says publishing needs a connection, and stops saying so once back', async () => {
  renderSignedIn('/new-post')
  await screen.findByRole('textbox', { name: 'Title' })
  expect(screen.queryByText(/Publishing needs a connection/)).not.toBeInTheDocument()
  act(() => onlineManager.setOnline(false))
  expect(
    await screen.findByText(
      'Publishing needs a connection. Your draft stays on this device meanwhile.',
    ),
  ).toBeInTheDocument()
  act(() => onlineManager.setOnline(true))
  await waitFor(() =>
    expect(screen.queryByText(/Publishing needs a connection/)).not.toBeInTheDocument(),
  )
})

test('a suspended writer is told on the new post screen, before writing anything', async () => {
  const me = signInAs()
  suspendInStore(me.uid)
  renderApp('/new-post')
  expect(
    await screen.findByRole('alert', { name: moderationMessages.suspended }),
  ).toBeInTheDocument()
})

test('someone in good standing sees no suspension notice', async () => {
  renderSignedIn('/new-post')
  await screen.findByRole('textbox', { name: 'Title' })
  await new Promise((resolve) => setTimeout(resolve, 100))
  expect(screen.queryByRole('alert', { name: moderationMessages.suspended })).toBeNull()
})
