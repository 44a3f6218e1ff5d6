// A page the server drew comes with the query cache it was drawn from (docs/decisions/0019):
// the client starts from it and asks the API nothing for what the page already holds.
import { dehydrate } from '@tanstack/react-query'
import { createMemoryHistory } from '@tanstack/react-router'
import { screen, waitFor } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { FIRST_DATA_ELEMENT_ID } from '../../contract/server-render'
import { server } from '../../mocks/node'
import { makeComment, store, storePost } from '../../mocks/store'
import { createTestQueryClient, renderApp } from '../../tests/setup/render'
import { resetSession, signOut } from '../../tests/setup/signed-in'
import { hydrateFirstData } from '../lib/first-data'
import { createAppRouter } from '../router'
import { siteQueries } from '../entities/site/queries'
import { pageQueries } from '../entities/page/queries'

afterEach(() => {
  resetSession()
  server.events.removeAllListeners()
  document.getElementById(FIRST_DATA_ELEMENT_ID)?.remove()
})

/**
 * What the server render does (src/entry-server.tsx): the site's settings and the route's
 * loaders fill a cache, written into the page.
 */
async function drawOnServer(path: string) {
  const queryClient = createTestQueryClient()
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }), {
    serverRender: true,
  })
  await Promise.all([
    queryClient.query(siteQueries.site()),
    queryClient.query(pageQueries.navigation()),
  ])
  await router.load()
  await waitFor(() => expect(queryClient.isFetching()).toBe(0))
  const block = document.createElement('script')
  block.id = FIRST_DATA_ELEMENT_ID
  block.type = 'application/json'
  block.textContent = JSON.stringify(dehydrate(queryClient))
  document.body.append(block)
}

function recordApiRequests(): string[] {
  const requests: string[] = []
  server.events.on('request:start', ({ request }) => {
    requests.push(`${request.method} ${new URL(request.url).pathname}`)
  })
  return requests
}

test('the feed drawn with its data renders its cards without a request', async () => {
  signOut()
  storePost({ postTitle: 'Drawn on the server' })
  await drawOnServer('/')
  const requests = recordApiRequests()

  const queryClient = createTestQueryClient()
  expect(hydrateFirstData(queryClient)).toBe(true)
  renderApp('/', queryClient)

  expect(await screen.findByRole('heading', { name: 'Drawn on the server' })).toBeInTheDocument()
  expect(screen.queryByRole('progressbar', { name: 'Loading posts' })).not.toBeInTheDocument()
  expect(requests).toEqual([])
  // Read once: the block leaves the page, so a later start does not reuse old data.
  expect(document.getElementById(FIRST_DATA_ELEMENT_ID)).toBeNull()
})

test('a post drawn with its data renders it and its comments without a request', async () => {
  signOut()
  const post = storePost({ postTitle: 'A drawn post', postBody: `${'b'.repeat(450)} THE END` })
  store.comments.push(makeComment({ postId: post._id, comment: 'A drawn comment' }))
  // At its own address, as the server answers it (any other moves there first: a 301).
  const address = `/post/${post._id}/a-drawn-post`
  await drawOnServer(address)
  const requests = recordApiRequests()

  const queryClient = createTestQueryClient()
  hydrateFirstData(queryClient)
  renderApp(address, queryClient)

  expect(await screen.findByRole('heading', { level: 1, name: 'A drawn post' })).toBeInTheDocument()
  expect(screen.getByText(/THE END/)).toBeInTheDocument()
  expect(await screen.findByText('A drawn comment')).toBeInTheDocument()
  // No read: the one request is the view beacon (issue 28), the page telling it was seen.
  await waitFor(() => expect(requests).toEqual(['POST /api/views']))
})

test('without inlined data the client loads the page itself', async () => {
  signOut()
  storePost({ postTitle: 'Fetched' })
  const requests = recordApiRequests()

  const queryClient = createTestQueryClient()
  expect(hydrateFirstData(queryClient)).toBe(false)
  renderApp('/', queryClient)

  expect(await screen.findByRole('heading', { name: 'Fetched' })).toBeInTheDocument()
  // The site's settings too (the root's loader), beside the page's own.
  expect([...requests].sort()).toEqual([
    'GET /api/pages/navigation',
    'GET /api/posts',
    'GET /api/site',
  ])
})

test('inlined data stamped later than this clock counts as fresh from now, not longer', async () => {
  signOut()
  storePost({ postTitle: 'Skewed' })
  await drawOnServer('/')
  const block = document.getElementById(FIRST_DATA_ELEMENT_ID)
  const state = JSON.parse(block?.textContent ?? '{}') as {
    queries: { state: { dataUpdatedAt: number } }[]
  }
  const serverAhead = Date.now() + 3_600_000
  for (const query of state.queries) query.state.dataUpdatedAt = serverAhead
  if (block) block.textContent = JSON.stringify(state)

  const queryClient = createTestQueryClient()
  hydrateFirstData(queryClient)
  const [query] = queryClient.getQueryCache().getAll()
  expect(query?.state.dataUpdatedAt).toBeLessThanOrEqual(Date.now())
})
