// Likes, bookmarks, follows and comment edits made offline wait, marked, can be taken back, and
// go in order when the connection is back, also from a copy restored after the tab was closed
// (issue 25, docs/decisions/0040).
import {
  type DehydratedState,
  type MutationKey,
  dehydrate,
  hydrate,
  onlineManager,
} from '@tanstack/react-query'
import { screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { afterEach, expect, test } from 'vitest'
import { API, errorResponse } from '../mocks/handlers/shared'
import { server } from '../mocks/node'
import { addProfile, store, storePost } from '../mocks/store'
import { openPostWithComment } from '../tests/setup/post-page'
import { createTestQueryClient, renderApp } from '../tests/setup/render'
import { TEST_USER, resetSession, signInAs } from '../tests/setup/signed-in'
import { CREATE_COMMENT_KEY } from './features/comments/paused-writes'
import { LIKE_KEY } from './features/posts/paused-writes'
import { setWaitingWriteDefaults } from './offline'

afterEach(() => {
  onlineManager.setOnline(true)
  server.events.removeAllListeners()
  resetSession()
})

/** The writes the client sends, as `METHOD /path`, in order. */
function sentWrites() {
  const sent: string[] = []
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'GET') return
    sent.push(`${request.method} ${new URL(request.url).pathname.replace('/api/', '')}`)
  })
  return sent
}

/**
 * A write made offline in a tab that then closed: it waits, paused, under `mutationKey`, and
 * what is answered is the copy of the cache that tab kept (what IndexedDB keeps must clone: no
 * function may be in it).
 */
async function keptByClosedTab(mutationKey: MutationKey, variables: unknown) {
  const before = createTestQueryClient()
  setWaitingWriteDefaults(before)
  onlineManager.setOnline(false)
  void before
    .getMutationCache()
    .build(before, { mutationKey })
    .execute(variables)
    .catch(() => {})
  await waitFor(() => expect(before.getMutationCache().getAll()[0]?.state.isPaused).toBe(true))
  return structuredClone(dehydrate(before))
}

/** The next tab: what sends a kept write is set before the kept copy is restored (offline.ts). */
function nextTab(kept: DehydratedState) {
  const after = createTestQueryClient()
  setWaitingWriteDefaults(after)
  hydrate(after, kept)
  return after
}

async function feedOffline() {
  signInAs()
  addProfile('grace', 'Grace Hopper', { handle: 'grace' })
  const post = storePost({ postTitle: 'Tides', authorId: 'grace' })
  const sent = sentWrites()
  const utils = renderApp('/')
  const card = await screen.findByRole('article', { name: 'Tides' })
  await within(card).findByRole('button', { name: 'Like Tides (0 likes)' })
  onlineManager.setOnline(false)
  return { ...utils, post, sent, card }
}

test('offline, a like and a bookmark show at once, marked waiting, and go in order once back online', async () => {
  const { user, card, sent, post } = await feedOffline()
  await user.click(within(card).getByRole('button', { name: 'Like Tides (0 likes)' }))
  const heart = within(card).getByRole('button', { name: 'Like Tides (1 like), waiting to send' })
  expect(heart).toHaveAttribute('aria-pressed', 'true')
  expect(heart).toHaveAttribute('data-waiting')
  expect(heart).toHaveAttribute('title', 'Waiting to send; press again to take it back')
  await user.click(within(card).getByRole('button', { name: 'Save Tides to your reading list' }))
  expect(
    within(card).getByRole('button', {
      name: 'Save Tides to your reading list, waiting to send',
    }),
  ).toHaveAttribute('aria-pressed', 'true')
  expect(sent).toEqual([])

  onlineManager.setOnline(true)
  await waitFor(() => expect(sent).toHaveLength(2))
  expect(sent).toEqual([`PUT post/${post._id}/like`, `PUT post/${post._id}/bookmark`])
  await waitFor(() =>
    expect(within(card).getByRole('button', { name: 'Like Tides (1 like)' })).not.toHaveAttribute(
      'data-waiting',
    ),
  )
  expect(store.likes.get(post._id)?.size).toBe(1)
  expect(store.bookmarks.get(TEST_USER.uid)?.has(post._id)).toBe(true)
})

test('pressed again while waiting, a like is taken back: nothing is sent', async () => {
  const { user, card, sent } = await feedOffline()
  await user.click(within(card).getByRole('button', { name: 'Like Tides (0 likes)' }))
  await user.click(
    within(card).getByRole('button', { name: 'Like Tides (1 like), waiting to send' }),
  )
  const heart = within(card).getByRole('button', { name: 'Like Tides (0 likes)' })
  expect(heart).toHaveAttribute('aria-pressed', 'false')

  onlineManager.setOnline(true)
  await new Promise((resolve) => setTimeout(resolve, 200))
  expect(sent).toEqual([])
})

test('a like refused when it is sent says why and puts the heart back', async () => {
  const { user, card, post } = await feedOffline()
  server.use(
    http.put(`${API}/post/:postId/like`, () => errorResponse(404, 'not_found', 'Post not found')),
  )
  await user.click(within(card).getByRole('button', { name: 'Like Tides (0 likes)' }))
  onlineManager.setOnline(true)
  expect(await screen.findByText('Your like was not saved, please try again')).toBeInTheDocument()
  expect(screen.getByText('Post not found')).toBeInTheDocument()
  await waitFor(() =>
    expect(within(card).getByRole('button', { name: 'Like Tides (0 likes)' })).toHaveAttribute(
      'aria-pressed',
      'false',
    ),
  )
  expect(store.likes.get(post._id)?.size ?? 0).toBe(0)
})

test('offline, a follow waits marked, and goes once back online', async () => {
  signInAs()
  addProfile('grace', 'Grace Hopper', { handle: 'grace' })
  storePost({ postTitle: 'Compilers', authorId: 'grace' })
  const sent = sentWrites()
  const { user } = renderApp('/@grace')
  const follow = await screen.findByRole('button', { name: 'Follow Grace Hopper (0 followers)' })
  onlineManager.setOnline(false)
  await user.click(follow)
  const waiting = screen.getByRole('button', {
    name: 'Following Grace Hopper (1 follower), waiting to send',
  })
  expect(waiting).toHaveAttribute('aria-pressed', 'true')
  expect(sent).toEqual([])
  onlineManager.setOnline(true)
  await screen.findByRole('button', { name: 'Following Grace Hopper (1 follower)' })
  expect(sent).toEqual(['PUT authors/grace/follow'])
  expect(store.authorFollows.get('grace')?.size).toBe(1)
})

test('offline, an edit of my comment waits marked; Cancel shows the old text, a second edit goes once', async () => {
  const sent = sentWrites()
  const { user, list } = await openPostWithComment({
    comment: 'Teh sea',
    userId: TEST_USER.uid,
    userEmail: TEST_USER.email,
  })
  const card = () => within(list).getAllByRole('listitem')[0] as HTMLElement
  await within(card()).findByText('Teh sea')
  onlineManager.setOnline(false)

  const edit = async (text: string) => {
    await user.click(within(card()).getByRole('button', { name: /^Edit your comment/ }))
    const field = within(card()).getByRole('textbox', { name: 'Edit your comment' })
    await user.clear(field)
    await user.type(field, text)
    await user.click(within(card()).getByRole('button', { name: 'Save' }))
  }
  await edit('The sae')
  expect(within(card()).getByText('The sae')).toBeInTheDocument()
  expect(within(card()).getByText('Waiting to send')).toBeInTheDocument()
  await user.click(
    within(card()).getByRole('button', { name: 'Cancel sending your edit “The sae”' }),
  )
  expect(await within(card()).findByText('Teh sea')).toBeInTheDocument()
  expect(card()).not.toHaveTextContent('edited')
  expect(within(card()).queryByText('Waiting to send')).not.toBeInTheDocument()

  await edit('The sea')
  expect(within(card()).getByText('Waiting to send')).toBeInTheDocument()
  onlineManager.setOnline(true)
  await waitFor(() => expect(store.comments[0]?.comment).toBe('The sea'))
  await waitFor(() => expect(within(card()).queryByText('Waiting to send')).not.toBeInTheDocument())
  expect(sent.filter((s) => s.startsWith('PUT comment/'))).toHaveLength(1)
})

test('a like kept on the device when the tab closed is sent by the next tab, from its variables alone', async () => {
  signInAs()
  const post = storePost({ postTitle: 'Tides', authorId: 'grace' })
  const sent = sentWrites()
  const kept = await keptByClosedTab(LIKE_KEY, { postId: post._id, liked: true })
  expect(kept.mutations).toHaveLength(1)

  const after = nextTab(kept)
  onlineManager.setOnline(true)
  await after.resumePausedMutations()
  await waitFor(() => expect(store.likes.get(post._id)?.size).toBe(1))
  expect(sent).toEqual([`PUT post/${post._id}/like`])
})

test('a comment kept when the tab closed and refused when sent comes back to its post’s box', async () => {
  signInAs()
  const post = storePost({ postTitle: 'Gone meanwhile' })
  server.use(http.post(`${API}/comment`, () => errorResponse(404, 'not_found', 'Post not found')))
  // The tab that wrote it, offline: the comment waits, and is kept.
  const kept = await keptByClosedTab(CREATE_COMMENT_KEY, {
    postId: post._id,
    comment: 'Written on the train',
    idempotencyKey: 'k'.repeat(32),
  })

  // The next tab opens the post, still offline; then the connection is back, and the server says no.
  const after = nextTab(kept)
  renderApp(`/post/${post._id}`, after)
  const box = await screen.findByRole('textbox', { name: 'Comment' })
  expect(box).toHaveValue('')
  onlineManager.setOnline(true)
  await after.resumePausedMutations()
  expect(
    await screen.findByText('Your comment was not posted, please try again'),
  ).toBeInTheDocument()
  await waitFor(() => expect(box).toHaveValue('Written on the train'))
})
