// Issue 22, item 3 on msw: lists continue on Enter, Ctrl/Cmd+S saves. (Undo needs a real
// browser's undo stack, which jsdom has not: tests/e2e/author-desk.spec.ts.)
import { screen, waitFor } from '@testing-library/react'
import { expect, test, vi } from 'vitest'
import { API } from '../../../mocks/handlers/shared'
import { store, storePost } from '../../../mocks/store'
import { renderApp, renderSignedIn } from '../../../tests/setup/render'
import { signInAs } from '../../../tests/setup/signed-in'
import { setUpEditorTests } from '../../../tests/setup/editor'
import { heldRoute } from '../../../tests/setup/held'

// Whole journeys through the app on msw: more than 5 s when the machine is busy.
vi.setConfig({ testTimeout: 15_000 })

vi.mock('../../lib/images/fit-image', () => ({ fitImage: vi.fn(async (file: File) => file) }))

setUpEditorTests()

const bodyBox = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Post text' })

test(
  'Enter continues a list, and Enter in an empty item ends it',
  { timeout: 15_000 },
  async () => {
    signInAs()
    const { user } = renderApp('/new-post')
    await user.click(await screen.findByRole('textbox', { name: 'Post text' }))

    await user.keyboard('- milk{Enter}eggs{Enter}{Enter}Done. 1. one{Enter}two')
    expect(bodyBox()).toHaveValue('- milk\n- eggs\nDone. 1. one\ntwo')

    await user.clear(bodyBox())
    await user.keyboard('1. one{Enter}two{Enter}{Enter}- [[x] task{Enter}next')
    expect(bodyBox()).toHaveValue('1. one\n2. two\n- [x] task\n- [ ] next')
  },
)

test('Ctrl+S on a new post saves it as a draft, from any field, and never publishes', async () => {
  const { user, router } = renderSignedIn('/new-post')
  await user.type(await screen.findByRole('textbox', { name: 'Title' }), 'Saved by keys')
  await user.type(bodyBox(), 'Words.')

  await user.keyboard('{Control>}s{/Control}')

  // Saved, and the writer goes on in the draft's editor with the caret where it was (ADR 0078).
  await waitFor(() => expect(store.posts).toHaveLength(1))
  expect(store.posts[0]).toMatchObject({ postTitle: 'Saved by keys', status: 'draft' })
  const id = store.posts[0]!._id
  await waitFor(() => expect(router.state.location.pathname).toBe(`/post-edit/${id}`))
  expect(await screen.findByText(/^Saved at /)).toBeInTheDocument()
  const body = bodyBox()
  await waitFor(() => expect(body).toHaveFocus())
  expect(body).toHaveValue('Words.')
  expect([body.selectionStart, body.selectionEnd]).toEqual([6, 6])
  await user.keyboard(' More.')
  expect(body).toHaveValue('Words. More.')
})

test('Cmd+S on a new post with no title says so under the field and sends nothing', async () => {
  const { user } = renderSignedIn('/new-post')
  await user.click(await screen.findByRole('textbox', { name: 'Title' }))
  await user.keyboard('{Meta>}s{/Meta}')
  expect(await screen.findByText('Title is required')).toBeInTheDocument()
  expect(store.posts).toHaveLength(0)
})

test("Ctrl+S on a post's edit screen is its Save changes, and keeps the writer there", async () => {
  const me = signInAs()
  const post = storePost({ postTitle: 'Old title', author: me.email, authorId: me.uid })
  const { user } = renderApp(`/post-edit/${post._id}`)
  const title = await screen.findByRole('textbox', { name: 'Title' })
  await user.clear(title)
  await user.type(title, 'New title')

  await user.keyboard('{Control>}s{/Control}')

  // Saved, and the writer stays where they were, told when (ADR 0078).
  expect(await screen.findByText(/^Saved at /)).toBeInTheDocument()
  expect(store.posts[0]?.postTitle).toBe('New title')
  expect(title).toHaveFocus()
  expect(title).toHaveValue('New title')
  expect(screen.queryByText('Post updated')).not.toBeInTheDocument()
})

test('an image that finishes uploading while Preview is open still lands in the text', async () => {
  const { user } = renderSignedIn('/new-post')
  const gate = heldRoute('post', `${API}/images`)
  await user.type(await screen.findByRole('textbox', { name: 'Post text' }), 'Before')
  await user.upload(
    document.querySelector<HTMLInputElement>('input[name="inline-image"]')!,
    new File(['fake image bytes'], 'cat.png', { type: 'image/png' }),
  )
  await user.click(screen.getByRole('tab', { name: 'Preview' }))
  gate.open()
  // The alt is left for the author to write (issue 22 item 10), so the preview's image has none.
  await waitFor(() =>
    expect(document.querySelector('img[src^="https://images.example.com/"]')).not.toBeNull(),
  )

  await user.click(screen.getByRole('tab', { name: 'Write' }))
  expect(bodyBox().value).toMatch(/^Before\n\n!\[\]\(https:\/\/images\.example\.com\/.+\.webp\)\n$/)
})
