// The writer's desk on msw (ADR 0078): a draft saves itself a moment after the writer pauses and
// says so; Save draft keeps the writer in the editor; a save that meets a newer version stops,
// keeps the writer's text and lets them choose; offline the text waits on the device; a published
// post's edits wait for Update, kept on the device across a reload; a new post with a title
// becomes a draft by itself and its editor takes over with the text typed meanwhile.
import { onlineManager } from '@tanstack/react-query'
import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { API } from '../../../../mocks/handlers/shared'
import { server } from '../../../../mocks/node'
import { store, storePost } from '../../../../mocks/store'
import { setUpEditorTests } from '../../../../tests/setup/editor'
import { renderApp, renderSignedIn } from '../../../../tests/setup/render'
import { signInAs } from '../../../../tests/setup/signed-in'
import { heldRoute } from '../../../../tests/setup/held'
import { autosaveTiming } from './use-autosave'

vi.mock('../../../lib/images/fit-image', () => ({ fitImage: vi.fn(async (file: File) => file) }))

setUpEditorTests()

beforeEach(() => {
  autosaveTiming.delayMs = 100
  autosaveTiming.newPostDelayMs = 100
})
afterEach(() => onlineManager.setOnline(true))

/** The bodies of the PUTs the client sends. */
function watchUpdates() {
  const sent: Record<string, unknown>[] = []
  server.events.on('request:start', async ({ request }) => {
    if (request.method === 'PUT' && request.url.includes('/updatePost/')) {
      sent.push((await request.clone().json()) as Record<string, unknown>)
    }
  })
  return sent
}
afterEach(() => server.events.removeAllListeners())

function myPost(overrides: Parameters<typeof storePost>[0] = {}) {
  const me = signInAs()
  return storePost({
    postTitle: 'A draft',
    postBody: 'First words.',
    status: 'draft',
    author: me.email,
    authorId: me.uid,
    version: 1,
    ...overrides,
  })
}

const saveState = () => document.querySelector('[data-save-state]')?.getAttribute('data-save-state')

test('a draft saves itself a moment after the writer pauses, says when, and stays open', async () => {
  const post = myPost()
  const sent = watchUpdates()
  const { user, router } = renderApp(`/post-edit/${post._id}`)
  const body = await screen.findByRole('textbox', { name: 'Post text' })
  await user.type(body, ' More.')

  await waitFor(() => expect(store.posts[0]?.postBody).toBe('First words. More.'))
  await waitFor(() => expect(saveState()).toBe('saved'))
  expect(document.querySelector('[data-save-state]')).toHaveTextContent(/^Saved at \d/)
  expect(sent[0]).toMatchObject({ autosave: true, ifVersion: 1 })
  expect(sent.at(-1)?.postBody).toMatchObject({ status: 'draft', postBody: 'First words. More.' })
  expect(router.state.location.pathname).toBe(`/post-edit/${post._id}`)
  expect(body).toHaveFocus()
  // Each names the version the one before made (a slow typist's pause may make more than one).
  await user.type(body, ' Again.')
  await waitFor(() => expect(store.posts[0]?.postBody).toBe('First words. More. Again.'))
  expect(sent.at(-1)).toMatchObject({ ifVersion: store.posts[0]!.version! - 1 })
  expect(sent.map((body) => body.ifVersion)).toEqual(sent.map((_, index) => index + 1))
})

test("a draft's Save draft keeps the writer in the editor, saying when it was saved", async () => {
  autosaveTiming.delayMs = 60_000
  const post = myPost()
  const { user, router } = renderApp(`/post-edit/${post._id}`)
  const title = await screen.findByRole('textbox', { name: 'Title' })
  await user.type(title, ', revised')
  await user.click(screen.getByRole('button', { name: 'Save draft' }))

  await waitFor(() => expect(store.posts[0]?.postTitle).toBe('A draft, revised'))
  expect(await screen.findByText(/^Saved at /)).toBeInTheDocument()
  expect(router.state.location.pathname).toBe(`/post-edit/${post._id}`)
  // Nothing left unsaved: leaving asks nothing.
  await router.navigate({ to: '/' })
  await waitFor(() => expect(router.state.location.pathname).toBe('/'))
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
})

test('a save that meets a newer version keeps the text and lets the writer choose', async () => {
  const post = myPost()
  const { user } = renderApp(`/post-edit/${post._id}`)
  const body = await screen.findByRole('textbox', { name: 'Post text' })
  // Another device saves first.
  Object.assign(store.posts[0]!, { postBody: 'Their words.', version: 2 })
  await user.type(body, ' Mine.')

  const alert = await screen.findByRole('alert')
  expect(alert).toHaveTextContent('Saved elsewhere')
  expect(body).toHaveValue('First words. Mine.')
  expect(store.posts[0]?.postBody).toBe('Their words.')
  // Nothing more is sent while the writer chooses.
  const sent = watchUpdates()
  await user.type(body, '!')
  await new Promise((resolve) => setTimeout(resolve, 300))
  expect(sent).toHaveLength(0)

  await user.click(within(alert).getByRole('button', { name: 'Save mine over it' }))
  await waitFor(() => expect(store.posts[0]?.postBody).toBe('First words. Mine.!'))
  await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument())
  expect(store.posts[0]?.version).toBe(3)
})

test('after a conflict the saved version can be loaded instead', async () => {
  const post = myPost()
  const { user } = renderApp(`/post-edit/${post._id}`)
  const body = await screen.findByRole('textbox', { name: 'Post text' })
  Object.assign(store.posts[0]!, { postBody: 'Their words.', version: 2 })
  await user.type(body, ' Mine.')
  const alert = await screen.findByRole('alert')
  await user.click(within(alert).getByRole('button', { name: 'Load the saved version' }))
  await waitFor(() => expect(body).toHaveValue('Their words.'))
  expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  // And the next save stands on it.
  await user.type(body, ' Then mine.')
  await waitFor(() => expect(store.posts[0]?.postBody).toBe('Their words. Then mine.'))
})

test('offline the text waits on the device, said so, and goes when the connection is back', async () => {
  const post = myPost()
  const sent = watchUpdates()
  const { user } = renderApp(`/post-edit/${post._id}`)
  const body = await screen.findByRole('textbox', { name: 'Post text' })
  onlineManager.setOnline(false)
  await user.type(body, ' Offline.')
  await waitFor(() => expect(saveState()).toBe('offline'))
  expect(document.querySelector('[data-save-state]')).toHaveTextContent(
    'Offline: your changes are kept on this device and saved when the connection is back',
  )
  await new Promise((resolve) => setTimeout(resolve, 300))
  expect(sent).toHaveLength(0)
  expect(
    JSON.parse(window.localStorage.getItem(`quill:post-edits:${post._id}`) ?? '{}'),
  ).toMatchObject({ version: 1, postBody: 'First words. Offline.' })
  onlineManager.setOnline(true)
  await waitFor(() => expect(store.posts[0]?.postBody).toBe('First words. Offline.'))
  await waitFor(() => expect(saveState()).toBe('saved'))
  expect(window.localStorage.getItem(`quill:post-edits:${post._id}`)).toBeNull()
})

test("a published post's edits wait for Update, and are kept on the device across a reload", async () => {
  const post = myPost({ status: 'published', image: 'https://images.example.com/a.webp' })
  const sent = watchUpdates()
  const first = renderApp(`/post-edit/${post._id}`)
  const body = await screen.findByRole('textbox', { name: 'Post text' })
  await first.user.type(body, ' Not yet out.')
  expect(
    await screen.findByText('Unsaved changes: readers see them once you save them'),
  ).toBeVisible()
  await new Promise((resolve) => setTimeout(resolve, 300))
  expect(sent).toHaveLength(0)
  expect(store.posts[0]?.postBody).toBe('First words.')
  first.unmount()

  // Opened again on this device: the edit is back, and said to be.
  renderApp(`/post-edit/${post._id}`)
  expect(await screen.findByRole('textbox', { name: 'Post text' })).toHaveValue(
    'First words. Not yet out.',
  )
  expect(await screen.findByText('Your unsaved changes on this device are back.')).toBeVisible()
})

test('an edit kept for an older version is not laid over a newer text', async () => {
  const post = myPost({
    status: 'published',
    image: 'https://images.example.com/a.webp',
    version: 4,
  })
  window.localStorage.setItem(
    `quill:post-edits:${post._id}`,
    JSON.stringify({
      version: 3,
      postTitle: 'Old',
      postBody: 'Old edit',
      tags: [],
      language: 'en',
    }),
  )
  renderApp(`/post-edit/${post._id}`)
  expect(await screen.findByRole('textbox', { name: 'Post text' })).toHaveValue('First words.')
})

test('a new post with a title becomes a draft by itself, and its editor goes on with what was typed meanwhile', async () => {
  // Typed at a test's pace, which a busy machine makes slow: the pause is made by hand below.
  autosaveTiming.newPostDelayMs = 60_000
  const { user, router } = renderSignedIn('/new-post')
  await user.type(await screen.findByRole('textbox', { name: 'Title' }), 'By itself')
  const body = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Post text' })
  await user.type(body, 'Typed')
  // The draft's editor loads only when the test says: the writer types on meanwhile.
  const editorLoad = heldRoute('get', `${API}/post/:postId`)
  autosaveTiming.newPostDelayMs = 50
  await user.type(body, '!')
  await waitFor(() => expect(store.posts).toHaveLength(1))
  expect(store.posts[0]).toMatchObject({
    postTitle: 'By itself',
    postBody: 'Typed!',
    status: 'draft',
  })
  await user.type(body, ' On.')
  editorLoad.open()
  const id = store.posts[0]!._id
  await waitFor(() => expect(router.state.location.pathname).toBe(`/post-edit/${id}`))
  const edited = await screen.findByRole<HTMLTextAreaElement>('textbox', { name: 'Post text' })
  await waitFor(() => expect(edited).toHaveValue('Typed! On.'))
  await waitFor(() => expect(edited).toHaveFocus())
  expect(edited.selectionStart).toBe('Typed! On.'.length)
  // What was typed after the first save is saved in its turn.
  await waitFor(() => expect(store.posts[0]?.postBody).toBe('Typed! On.'))
})
