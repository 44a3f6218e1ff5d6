import { screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { afterEach, expect, test } from 'vitest'
import { API } from '../../mocks/handlers/shared'
import { server } from '../../mocks/node'
import { storePost } from '../../mocks/store'
import { renderApp, renderSignedOut } from '../../tests/setup/render'
import { resetSession, signOut } from '../../tests/setup/signed-in'
import { postQueries } from '../entities/post/queries'
import { formatDate } from '../lib/dates'
import { held } from '../../tests/setup/held'

afterEach(resetSession)

/** Holds every read of a post until the test opens it, to see what shows while it loads. */
function holdPostReads() {
  const answer = held()
  server.use(
    http.get(`${API}/post/:postId`, async () => {
      await answer.opened
    }),
  )
  return answer
}

test('a post opened from the feed shows at once from the feed, then its full body', async () => {
  signOut()
  storePost({ postTitle: 'Seeded', postBody: `${'a'.repeat(450)} THE END` })
  const answer = holdPostReads()
  const { user } = renderApp('/')

  await user.click(await screen.findByRole('link', { name: 'Read more about Seeded' }))
  expect(await screen.findByRole('heading', { level: 1, name: 'Seeded' })).toBeInTheDocument()
  expect(screen.getByRole('progressbar', { name: 'Loading the full post' })).toBeInTheDocument()
  expect(screen.queryByText(/THE END/)).not.toBeInTheDocument()

  answer.open()
  expect(await screen.findByText(/THE END$/)).toBeInTheDocument()
  expect(
    screen.queryByRole('progressbar', { name: 'Loading the full post' }),
  ).not.toBeInTheDocument()
})

test('a short Markdown post from the feed never shows its source: the skeleton, then the rendered body', async () => {
  signOut()
  storePost({
    postTitle: 'Rendered',
    postBody: '## A heading\n\nSome **bold** text and `code`.\n\n```js\nconst answer = 42\n```',
    tags: ['rust', 'web'],
    readingMinutes: 3,
  })
  const answer = holdPostReads()
  const { user } = renderApp('/')

  const card = (await screen.findByRole('heading', { level: 2, name: 'Rendered' })).closest(
    'article',
  )!
  expect(within(card).getByText('3 min read')).toBeInTheDocument()
  expect(within(card).getByRole('link', { name: '#rust' })).toHaveAttribute('href', '/tag/rust')
  await user.click(screen.getByRole('link', { name: 'Read more about Rendered' }))
  expect(await screen.findByRole('heading', { level: 1, name: 'Rendered' })).toBeInTheDocument()
  expect(screen.getByRole('progressbar', { name: 'Loading the full post' })).toBeInTheDocument()
  expect(screen.queryByText(/A heading/)).not.toBeInTheDocument()

  answer.open()
  expect(await screen.findByRole('heading', { level: 2, name: 'A heading' })).toBeInTheDocument()
  expect(screen.getByText('bold').tagName).toBe('STRONG')
  expect(screen.getByText('42')).toHaveClass('hljs-number')
  expect(screen.queryByText(/\*\*bold\*\*/)).not.toBeInTheDocument()
  const article = screen.getByRole('article')
  expect(within(article).getByRole('link', { name: '#web' })).toHaveAttribute('href', '/tag/web')
  expect(within(article).getByText('3 min read')).toBeInTheDocument()
})

test('a post shows author, date, Edited (date), image, title and body', async () => {
  signOut()
  const post = storePost({
    postTitle: 'Changed once',
    postBody: 'The full text.',
    authorDisplayName: 'Ada Author',
    editDate: '2026-02-02T02:02:02.000Z',
  })
  renderApp(`/post/${post._id}`)

  const article = await screen.findByRole('article')
  expect(
    within(article).getByRole('heading', { level: 1, name: 'Changed once' }),
  ).toBeInTheDocument()
  expect(within(article).getByText('Ada Author')).toBeInTheDocument()
  expect(within(article).getByText(formatDate(post.date))).toBeInTheDocument()
  expect(
    within(article).getByText(`Edited (${formatDate('2026-02-02T02:02:02.000Z')})`),
  ).toBeInTheDocument()
  expect(within(article).getByRole('img', { name: 'Changed once' })).toHaveAttribute(
    'src',
    post.image,
  )
  expect(within(article).getByText('The full text.')).toBeInTheDocument()
})

test('a hosted cover is offered in every stored width, at its own size, fetched first', async () => {
  signOut()
  const image = `https://quill.example/images/${'d'.repeat(64)}-2000x1500.webp`
  const post = storePost({ postTitle: 'Wide cover', image })
  renderApp(`/post/${post._id}`)

  const cover = within(await screen.findByRole('article')).getByRole('img', { name: 'Wide cover' })
  expect(cover).toHaveAttribute('src', image)
  expect(cover.getAttribute('srcset')?.split(', ')).toEqual([
    ...[400, 640, 800, 1000, 1280, 1600].map(
      (w) => `https://quill.example/images/${'d'.repeat(64)}-2000x1500-w${w}.webp ${w}w`,
    ),
    `${image} 2000w`,
  ])
  expect(cover).toHaveAttribute('sizes', '(min-width: 62em) 58rem, calc(100vw - 4rem)')
  expect(cover).toHaveAttribute('width', '2000')
  expect(cover).toHaveAttribute('height', '1500')
  expect(cover).toHaveAttribute('fetchpriority', 'high')
  expect(cover).not.toHaveAttribute('loading')
})

test('a post not in the cache shows its skeleton while it loads, then the post', async () => {
  signOut()
  const post = storePost({ postTitle: 'Slow to come' })
  const answer = holdPostReads()
  renderApp(`/post/${post._id}`)

  // Shown almost at once (the router's pendingMs), not after its default second.
  expect(
    await screen.findByRole('progressbar', { name: 'Loading the post' }, { timeout: 400 }),
  ).toBeInTheDocument()
  expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument()

  answer.open()
  expect(await screen.findByRole('heading', { level: 1, name: 'Slow to come' })).toBeInTheDocument()
  expect(screen.queryByRole('progressbar', { name: 'Loading the post' })).not.toBeInTheDocument()
})

test('a blank line in the body starts a new paragraph; a single line break stays in one', async () => {
  signOut()
  const post = storePost({ postBody: 'Roses are red,\nviolets are blue.\n\nA second thought.' })
  renderApp(`/post/${post._id}`)

  const article = await screen.findByRole('article', { name: post.postTitle })
  expect(
    within(article)
      .getAllByRole('paragraph')
      .map((paragraph) => paragraph.textContent),
  ).toEqual(['Roses are red,\nviolets are blue.', 'A second thought.'])
})

test('a post that was never edited has no Edited line', async () => {
  signOut()
  const post = storePost({ postTitle: 'Pristine' })
  renderApp(`/post/${post._id}`)

  expect(await screen.findByRole('heading', { level: 1, name: 'Pristine' })).toBeInTheDocument()
  expect(screen.queryByText(/Edited \(/)).not.toBeInTheDocument()
})

test('a missing post is a not-found page', async () => {
  renderSignedOut('/post/no-such-post')
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Post not found' }),
  ).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'Back to the feed' })).toHaveAttribute('href', '/')
})

test('the title comes first: the h1, then the byline and reading time, then the cover, then the text', async () => {
  signOut()
  const post = storePost({
    postTitle: 'Title first',
    postBody: 'The text.',
    authorDisplayName: 'Ada Moreno',
    authorId: 'ada-uid',
    readingMinutes: 4,
  })
  renderApp(`/post/${post._id}`)
  const article = await screen.findByRole('article', { name: 'Title first' })
  const parts = [
    within(article).getByRole('heading', { level: 1, name: 'Title first' }),
    within(article).getAllByRole('link', { name: 'Ada Moreno' })[0],
    within(article).getByText('4 min read'),
    within(article).getByRole('img', { name: 'Title first' }),
    await within(article).findByText('The text.'),
  ]
  for (const [before, after] of parts.slice(0, -1).map((part, i) => [part, parts[i + 1]])) {
    expect(
      before && after && before.compareDocumentPosition(after) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy()
  }
})

test('the avatar links name the person, not their initials', async () => {
  signOut()
  storePost({ postTitle: 'Avatars', authorDisplayName: 'Grace Okafor', authorId: 'g' })
  renderApp('/')
  const card = await screen.findByRole('article', { name: 'Avatars' })
  const toAuthor = within(card)
    .getAllByRole('link')
    .filter((link) => link.getAttribute('href') === '/author/g')
  expect(toAuthor.length).toBeGreaterThanOrEqual(2)
  for (const link of toAuthor) {
    expect(link).toHaveAccessibleName('Grace Okafor')
    // Search engines read a link's own text (Lighthouse's link-text): never the initials alone.
    expect(link.textContent?.trim()).not.toBe('GO')
  }
})

test("a post's page lives at /post/:id/:slug: its id alone, or an old title's slug, moves there in place", async () => {
  signOut()
  const post = storePost({ postTitle: 'Über die Brücke', postBody: 'Across.' })
  const { router, queryClient } = renderApp(`/post/${post._id}/an-old-title#comments-heading`)

  expect(await screen.findByRole('heading', { level: 1, name: 'Über die Brücke' })).toBeVisible()
  await waitFor(() =>
    expect(router.state.location.pathname).toBe(`/post/${post._id}/ueber-die-bruecke`),
  )
  expect(router.state.location.hash).toBe('comments-heading')
  // Replaced, not pushed: Back does not return to the old address.
  expect(router.history.length).toBe(1)

  await router.navigate({ to: '/post/$postId/{-$slug}', params: { postId: post._id } })
  await waitFor(() =>
    expect(router.state.location.pathname).toBe(`/post/${post._id}/ueber-die-bruecke`),
  )

  // Its title changed while the page is open (a refetch after its author's edit): it moves too.
  Object.assign(post, { postTitle: 'Unter der Brücke', slug: 'unter-der-bruecke' })
  await queryClient.invalidateQueries({ queryKey: postQueries.all() })
  await waitFor(() =>
    expect(router.state.location.pathname).toBe(`/post/${post._id}/unter-der-bruecke`),
  )

  // A card links to the post's own address, its comments too.
  await router.navigate({ to: '/' })
  const more = await screen.findByRole('link', { name: 'Read more about Unter der Brücke' })
  expect(more).toHaveAttribute('href', `/post/${post._id}/unter-der-bruecke`)
  expect(screen.getByRole('link', { name: /comments on Unter der Brücke/ })).toHaveAttribute(
    'href',
    `/post/${post._id}/unter-der-bruecke#comments-heading`,
  )
})
