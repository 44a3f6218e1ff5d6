import { screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { afterEach, expect, test, vi } from 'vitest'
import { NewCommentInputSchema } from '../../contract/comments'
import { addComment } from '../../mocks/handlers/comments'
import { API, errorResponse } from '../../mocks/handlers/shared'
import { server } from '../../mocks/node'
import { makeComment, makePost, store } from '../../mocks/store'
import { renderApp } from '../../tests/setup/render'
import { resetSession, signInAs, signOut } from '../../tests/setup/signed-in'
import { formatDate } from '../lib/dates'

afterEach(resetSession)

/** A promise the test resolves when it wants a held request to go on. */
function gate() {
  let open = () => {}
  const opened = new Promise<void>((resolve) => {
    open = resolve
  })
  return { open, opened }
}

test('a post opened from the feed shows at once from the feed, then its full body', async () => {
  signOut()
  const post = makePost({ postTitle: 'Seeded', postBody: `${'a'.repeat(450)} THE END` })
  store.posts.push(post)
  const held = gate()
  server.use(
    http.get(`${API}/post/:postId`, async () => {
      await held.opened
    }),
  )
  const { user } = renderApp('/')

  await user.click(await screen.findByRole('link', { name: 'Read more about Seeded' }))
  expect(await screen.findByRole('heading', { level: 1, name: 'Seeded' })).toBeInTheDocument()
  expect(screen.getByRole('progressbar', { name: 'Loading the full post' })).toBeInTheDocument()
  expect(screen.queryByText(/THE END/)).not.toBeInTheDocument()

  held.open()
  expect(await screen.findByText(/THE END$/)).toBeInTheDocument()
  expect(
    screen.queryByRole('progressbar', { name: 'Loading the full post' }),
  ).not.toBeInTheDocument()
})

test('a short Markdown post from the feed never shows its source: the skeleton, then the rendered body', async () => {
  signOut()
  const post = makePost({
    postTitle: 'Rendered',
    postBody: '## A heading\n\nSome **bold** text and `code`.\n\n```js\nconst answer = 42\n```',
    tags: ['rust', 'web'],
    readingMinutes: 3,
  })
  store.posts.push(post)
  const held = gate()
  server.use(
    http.get(`${API}/post/:postId`, async () => {
      await held.opened
    }),
  )
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

  held.open()
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
  const post = makePost({
    postTitle: 'Changed once',
    postBody: 'The full text.',
    authorDisplayName: 'Ada Author',
    editDate: '2026-02-02T02:02:02.000Z',
  })
  store.posts.push(post)
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
  const post = makePost({ postTitle: 'Wide cover', image })
  store.posts.push(post)
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
  const post = makePost({ postTitle: 'Slow to come' })
  store.posts.push(post)
  const held = gate()
  server.use(
    http.get(`${API}/post/:postId`, async () => {
      await held.opened
    }),
  )
  renderApp(`/post/${post._id}`)

  // Shown almost at once (the router's pendingMs), not after its default second.
  expect(
    await screen.findByRole('progressbar', { name: 'Loading the post' }, { timeout: 400 }),
  ).toBeInTheDocument()
  expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument()

  held.open()
  expect(await screen.findByRole('heading', { level: 1, name: 'Slow to come' })).toBeInTheDocument()
  expect(screen.queryByRole('progressbar', { name: 'Loading the post' })).not.toBeInTheDocument()
})

test('a blank line in the body starts a new paragraph; a single line break stays in one', async () => {
  signOut()
  const post = makePost({ postBody: 'Roses are red,\nviolets are blue.\n\nA second thought.' })
  store.posts.push(post)
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
  const post = makePost({ postTitle: 'Pristine' })
  store.posts.push(post)
  renderApp(`/post/${post._id}`)

  expect(await screen.findByRole('heading', { level: 1, name: 'Pristine' })).toBeInTheDocument()
  expect(screen.queryByText(/Edited \(/)).not.toBeInTheDocument()
})

test('a missing post is a not-found page', async () => {
  signOut()
  renderApp('/post/no-such-post')
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Post not found' }),
  ).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'Back to the feed' })).toHaveAttribute('href', '/')
})

test('comments are listed newest first, each 50 ms after the one before', async () => {
  signOut()
  const post = makePost()
  store.posts.push(post)
  store.comments.push(
    makeComment({ postId: post._id, comment: 'First!', time: '2026-01-01T00:00:00.000Z' }),
    makeComment({ postId: post._id, comment: 'Second', time: '2026-01-02T00:00:00.000Z' }),
    makeComment({ postId: post._id, comment: 'Third', time: '2026-01-03T00:00:00.000Z' }),
  )
  renderApp(`/post/${post._id}`)

  const list = await screen.findByRole('list', { name: 'Comments' })
  const items = within(list).getAllByRole('listitem')
  expect(items.map((item) => item.textContent)).toEqual([
    expect.stringContaining('Third'),
    expect.stringContaining('Second'),
    expect.stringContaining('First!'),
  ])
  expect(items.map((item) => item.style.animationDelay)).toEqual(['0ms', '50ms', '100ms'])
})

test('under prefers-reduced-motion the comments appear without animation', async () => {
  signOut()
  const matchMedia = window.matchMedia
  const reduced = vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
    ...matchMedia(query),
    matches: query.includes('prefers-reduced-motion: reduce'),
  }))
  const post = makePost()
  store.posts.push(post)
  store.comments.push(
    makeComment({ postId: post._id, comment: 'One', time: '2026-01-01T00:00:00.000Z' }),
    makeComment({ postId: post._id, comment: 'Two', time: '2026-01-02T00:00:00.000Z' }),
  )
  renderApp(`/post/${post._id}`)

  const list = await screen.findByRole('list', { name: 'Comments' })
  await waitFor(() =>
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.style.animationDelay),
    ).toEqual(['', '']),
  )
  reduced.mockRestore()
})

test('a signed-out reader is told to log in instead of a comment form', async () => {
  signOut()
  const post = makePost()
  store.posts.push(post)
  renderApp(`/post/${post._id}`)

  expect(await screen.findByText('You must logged in for make a comment')).toBeInTheDocument()
  expect(screen.queryByRole('textbox', { name: 'Comment' })).not.toBeInTheDocument()
  // Beside it, the way to sign in, which comes back to this post's comments.
  const link = screen.getByRole('link', { name: 'Sign in to comment' })
  const target = new URL(link.getAttribute('href') ?? '', 'http://localhost')
  expect(target.pathname).toBe('/login')
  expect(target.searchParams.get('redirect')).toMatch(
    new RegExp(`^/post/${post._id}(/[^#]*)?#comments-heading$`),
  )
})

test('a comment shows at once at the top; the box keeps it, read-only, until the server has it', async () => {
  const me = signInAs({ displayName: 'Carla Commenter', email: 'carla@example.com' })
  const post = makePost()
  store.posts.push(post)
  store.comments.push(makeComment({ postId: post._id, comment: 'Older comment' }))
  const held = gate()
  server.use(
    http.post(`${API}/comment`, async () => {
      await held.opened
    }),
  )
  const { user } = renderApp(`/post/${post._id}`)

  const field = await screen.findByRole('textbox', { name: 'Comment' })
  expect(field).toBeRequired()
  await user.type(field, 'Lovely post')
  await user.click(screen.getByRole('button', { name: 'Add comment' }))

  const items = within(screen.getByRole('list', { name: 'Comments' })).getAllByRole('listitem')
  expect(items[0]).toHaveTextContent('Lovely post')
  expect(items[0]).toHaveTextContent(me.displayName ?? '')
  expect(items[0]).toHaveTextContent('Posting…')
  expect(items[1]).toHaveTextContent('Older comment')
  expect(field).toHaveValue('Lovely post')
  expect(field).toHaveAttribute('readonly')
  expect(screen.getByRole('button', { name: 'Add comment' })).toBeDisabled()

  held.open()
  await waitFor(() => expect(field).toHaveValue(''))
  expect(field).not.toHaveAttribute('readonly')
  const list = screen.getByRole('list', { name: 'Comments' })
  await waitFor(() => expect(within(list).queryByText('Posting…')).not.toBeInTheDocument())
  expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Lovely post')
  expect(store.comments).toHaveLength(2)
})

test('a failed comment is taken out again with a toast; its text never leaves the box', async () => {
  signInAs()
  const post = makePost()
  store.posts.push(post)
  server.use(http.post(`${API}/comment`, () => errorResponse(429, 'rate_limited', 'Slow down')))
  const { user } = renderApp(`/post/${post._id}`)

  const field = await screen.findByRole('textbox', { name: 'Comment' })
  await user.type(field, 'Too fast')
  await user.click(screen.getByRole('button', { name: 'Add comment' }))

  expect(
    await screen.findByText('Your comment was not posted, please try again'),
  ).toBeInTheDocument()
  // Beneath the title, the server's own reason.
  expect(screen.getByText('Slow down')).toBeInTheDocument()
  expect(screen.queryByRole('list', { name: 'Comments' })).not.toBeInTheDocument()
  expect(screen.getByText('No comments yet.')).toBeInTheDocument()
  expect(field).toHaveValue('Too fast')
  // The box is the author's again at once: what they type next is kept.
  await waitFor(() => expect(field).not.toHaveAttribute('readonly'))
  await user.type(field, ', sorry')
  expect(field).toHaveValue('Too fast, sorry')
})

test('a comment whose answer was lost is not posted twice when sent again', async () => {
  const me = signInAs()
  const post = makePost()
  store.posts.push(post)
  const sentKeys: unknown[] = []
  server.use(
    http.post(
      `${API}/comment`,
      async ({ request }) => {
        const input = NewCommentInputSchema.parse(await request.json())
        sentKeys.push(input.idempotencyKey)
        // The server stores it, then the connection drops before its answer arrives.
        addComment(me, input)
        return HttpResponse.error()
      },
      { once: true },
    ),
    http.post(`${API}/comment`, async ({ request }) => {
      const input = NewCommentInputSchema.parse(await request.clone().json())
      sentKeys.push(input.idempotencyKey)
    }),
  )
  const { user } = renderApp(`/post/${post._id}`)

  const field = await screen.findByRole('textbox', { name: 'Comment' })
  await user.type(field, 'Said once')
  await user.click(screen.getByRole('button', { name: 'Add comment' }))
  expect(
    await screen.findByText('Your comment was not posted, please try again'),
  ).toBeInTheDocument()
  await waitFor(() => expect(field).not.toHaveAttribute('readonly'))
  expect(field).toHaveValue('Said once')

  await user.click(screen.getByRole('button', { name: 'Add comment' }))
  await waitFor(() => expect(field).toHaveValue(''))
  expect(sentKeys).toHaveLength(2)
  expect(sentKeys[1]).toBe(sentKeys[0])
  expect(store.comments.map((c) => c.comment)).toEqual(['Said once'])
  const list = await screen.findByRole('list', { name: 'Comments' })
  await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1))
})

test('a comment the server refuses shows its reason under the field, text kept', async () => {
  signInAs()
  const post = makePost()
  store.posts.push(post)
  server.use(
    http.post(`${API}/comment`, () =>
      errorResponse(400, 'validation_failed', 'Comment must be at most 5000 characters', {
        comment: 'Comment must be at most 5000 characters',
      }),
    ),
  )
  const { user } = renderApp(`/post/${post._id}`)

  const field = await screen.findByRole('textbox', { name: 'Comment' })
  await user.type(field, 'Long enough to refuse')
  await user.click(screen.getByRole('button', { name: 'Add comment' }))

  await waitFor(() =>
    expect(field).toHaveAccessibleDescription('Comment must be at most 5000 characters'),
  )
  expect(field).toHaveValue('Long enough to refuse')
})

test('an empty comment is not sent', async () => {
  signInAs()
  const post = makePost()
  store.posts.push(post)
  const { user } = renderApp(`/post/${post._id}`)

  await user.click(await screen.findByRole('button', { name: 'Add comment' }))
  expect(await screen.findByText('Comment is required')).toBeInTheDocument()
  expect(store.comments).toHaveLength(0)
})

test("a comment's http(s) addresses are links for user content; anything else stays text", async () => {
  signOut()
  const post = makePost({ postTitle: 'Linked' })
  store.posts.push(post)
  store.comments.push(
    makeComment({
      postId: post._id,
      comment: 'See https://example.com/guide. Not javascript:alert(1) <b>bold</b>',
    }),
  )
  renderApp(`/post/${post._id}`)

  const link = await screen.findByRole('link', { name: 'https://example.com/guide' })
  expect(link).toHaveAttribute('href', 'https://example.com/guide')
  expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc')
  expect(link.closest('p')).toHaveTextContent(
    'See https://example.com/guide. Not javascript:alert(1) <b>bold</b>',
  )
  expect(screen.queryByRole('link', { name: /javascript/ })).not.toBeInTheDocument()
})

test('the title comes first: the h1, then the byline and reading time, then the cover, then the text', async () => {
  signOut()
  const post = makePost({
    postTitle: 'Title first',
    postBody: 'The text.',
    authorDisplayName: 'Ada Moreno',
    authorId: 'ada-uid',
    readingMinutes: 4,
  })
  store.posts.push(post)
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
  const post = makePost({ postTitle: 'Avatars', authorDisplayName: 'Grace Okafor', authorId: 'g' })
  store.posts.push(post)
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
  const post = makePost({ postTitle: 'Über die Brücke', postBody: 'Across.' })
  store.posts.push(post)
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
  await queryClient.invalidateQueries({ queryKey: ['posts'] })
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
