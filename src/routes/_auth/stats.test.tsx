// Issue 28 in the client: a post page tells the server it was viewed, once; the author's
// Statistics screen shows the totals, the chart (an image named by its summary, with the same
// numbers as a table), the top posts and referrers, each post's own statistics from Manage
// posts; someone else's post is refused plainly. uPlot draws on a canvas jsdom has not: the
// chart itself is checked in a real browser (tests/e2e/stats.spec.ts).
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, expect, test, vi } from 'vitest'
import { REFERRERS_PER_POST_DAY } from '../../../contract/stats'
import { store, storePost } from '../../../mocks/store'
import { renderApp } from '../../../tests/setup/render'
import { resetSession, signInAs } from '../../../tests/setup/signed-in'

vi.mock('../../features/stats/components/views-chart', () => ({
  ViewsChart: ({ summary }: { summary: string }) => <div role="img" aria-label={summary} />,
}))

afterEach(resetSession)

function myPost(postTitle: string) {
  const me = signInAs()
  const post = storePost({ postTitle, author: me.email, authorId: me.uid })
  return post
}

test('opening a post sends one view beacon, with no referrer inside the app', async () => {
  const post = storePost({ postTitle: 'Read me' })
  renderApp(`/post/${post._id}`)
  expect(await screen.findByRole('heading', { level: 1, name: 'Read me' })).toBeInTheDocument()
  await waitFor(() => expect(store.views.filter((v) => v.event === 'view')).toHaveLength(1))
  expect(store.views[0]).toEqual({ postId: post._id, event: 'view' })
})

test('an author reading their own post is not counted', async () => {
  const post = myPost('My own post')
  renderApp(`/post/${post._id}`)
  expect(await screen.findByRole('heading', { level: 1, name: 'My own post' })).toBeInTheDocument()
  // The session is known at once here: a beacon would have been sent by now (the test above).
  await new Promise((resolve) => setTimeout(resolve, 200))
  expect(store.views).toEqual([])
})

test('the Statistics screen shows totals, the chart with its table, top posts and referrers', async () => {
  const post = myPost('Counted post')
  const referrer = 'https://www.news.example/today'
  store.views.push(
    { postId: post._id, event: 'view', referrer },
    { postId: post._id, event: 'view', referrer },
    { postId: post._id, event: 'view' },
    { postId: post._id, event: 'read' },
  )
  renderApp('/stats?days=7')

  expect(await screen.findByRole('heading', { level: 1, name: 'Statistics' })).toBeInTheDocument()
  const chart = screen.getByRole('img', { name: /^Line chart of views and reads/ })
  expect(chart).toHaveAccessibleName(expect.stringContaining('3 views and 1 reads in all'))
  const byDay = screen.getByRole('table', { name: 'Views, visitors and reads by day' })
  expect(within(byDay).getAllByRole('row')).toHaveLength(8)
  const posts = screen.getByRole('table', { name: 'Top posts' })
  const row = within(posts).getByRole('row', { name: /Counted post/ })
  expect(
    within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(['3', '3', '1', '0', '0'])
  const referrers = screen.getByRole('table', { name: 'Top referrers' })
  expect(within(referrers).getByRole('row', { name: 'news.example 2' })).toBeInTheDocument()
  expect(screen.getByRole('radio', { name: '7 days' })).toBeChecked()

  await userEvent.click(within(posts).getByRole('link', { name: 'Counted post' }))
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Statistics: Counted post' }),
  ).toBeInTheDocument()
  expect(screen.queryByRole('table', { name: 'Top posts' })).not.toBeInTheDocument()
})

test('past the sites kept for a post, the rest of its referrers show as other sites', async () => {
  const post = myPost('Spammed post')
  for (let i = 0; i <= REFERRERS_PER_POST_DAY; i++) {
    store.views.push({ postId: post._id, event: 'view', referrer: `https://site-${i}.example/` })
  }
  renderApp(`/stats?post=${post._id}`)
  const referrers = await screen.findByRole('table', { name: 'Top referrers' })
  expect(within(referrers).getByRole('row', { name: 'Other sites 1' })).toBeInTheDocument()
})

test("Manage posts leads to a post's statistics", async () => {
  const post = myPost('Managed post')
  renderApp('/managePosts')
  const card = await screen.findByRole('article', { name: 'Managed post' })
  await userEvent.click(within(card).getByRole('link', { name: 'Statistics' }))
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Statistics: Managed post' }),
  ).toBeInTheDocument()
  expect(screen.getByText(/No other site has sent readers yet/)).toBeInTheDocument()
  expect(post.status).toBe('published')
})

test("someone else's post's statistics are refused plainly", async () => {
  signInAs()
  const theirs = storePost({ postTitle: 'Not mine', author: 'other@quill.test', authorId: 'other' })
  renderApp(`/stats?post=${theirs._id}`)
  expect(await screen.findByRole('alert')).toHaveTextContent('You can not see these statistics')
})
