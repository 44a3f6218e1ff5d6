import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { makePost, store, storePost } from '../../mocks/store'
import { renderApp, renderSignedOut } from '../../tests/setup/render'
import { resetSession, signOut } from '../../tests/setup/signed-in'

afterEach(() => resetSession())

test('the header search box navigates to /search?q= and the results show as cards with hits marked', async () => {
  signOut()
  store.posts.push(
    makePost({ postTitle: 'Harbour walks', postBody: 'Gulls over the **pier** at dawn.' }),
    makePost({ postTitle: 'Bread', postBody: 'Flour and <b>water</b>.' }),
    makePost({ postTitle: 'Pier draft', postBody: 'pier', status: 'draft' }),
  )
  const { user, router } = renderApp('/')
  await screen.findAllByRole('article')
  const box = within(screen.getAllByRole('search')[0] as HTMLElement)
  await user.type(box.getByRole('searchbox', { name: 'Search posts' }), '  pier ')
  await user.click(box.getByRole('button', { name: 'Search' }))

  await waitFor(() => expect(router.state.location.href).toBe('/search?q=pier'))
  expect(await screen.findByRole('heading', { level: 1, name: 'Search' })).toBeDefined()
  const cards = await screen.findAllByRole('article')
  expect(cards).toHaveLength(1)
  const card = cards[0] as HTMLElement
  expect(within(card).getByRole('link', { name: 'Harbour walks' }).getAttribute('href')).toMatch(
    /^\/post\//,
  )
  // The hit is a <mark> of text; nothing from the post is markup.
  expect([...card.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['pier'])
  expect(screen.getByRole('status').textContent).toBe('1 post matches “pier”')
  await waitFor(() => expect(document.title).toBe('Search: pier — Quill'))
  // The query stays in the box on the results page.
  expect(
    screen.getAllByRole('searchbox').map((input) => (input as HTMLInputElement).value),
  ).toContain('pier')
})

test('markup in a post stays text in the results', async () => {
  signOut()
  storePost({ postTitle: '<img src=x onerror=alert(1)> water', postBody: 'water' })
  renderApp('/search?q=water')
  const card = (await screen.findAllByRole('article'))[0] as HTMLElement
  expect(card.querySelector('img[src="x"]')).toBeNull()
  expect(card.textContent).toContain('<img src=x onerror=alert(1)> water')
})

test('no match says so; no query asks for one; back and forward walk through searches', async () => {
  signOut()
  storePost({ postTitle: 'Only post', postBody: 'Sea and sky.' })
  const { router } = renderApp('/search')
  expect(
    await screen.findByText('Find posts by words from their title or text, and authors by name.'),
  ).toBeDefined()
  await router.navigate({ to: '/search', search: { q: 'zebra' } })
  expect((await screen.findByRole('status')).textContent).toBe(
    'No posts match “zebra”. Try fewer or other words.',
  )
  await router.navigate({ to: '/search', search: { q: 'sky' } })
  expect(await screen.findByRole('link', { name: 'Only post' })).toBeDefined()
  router.history.back()
  expect((await screen.findByText(/No posts match/)).textContent).toBe(
    'No posts match “zebra”. Try fewer or other words.',
  )
  router.history.forward()
  expect(await screen.findByRole('link', { name: 'Only post' })).toBeDefined()
})

test('search finds authors by name as well as posts, and counts posts in words that agree', async () => {
  signOut()
  store.posts.push(
    makePost({ postTitle: 'Harbour walks', authorDisplayName: 'Grace Okafor', authorId: 'grace' }),
    makePost({ postTitle: 'More harbour', authorDisplayName: 'Grace Okafor', authorId: 'grace' }),
    makePost({
      postTitle: 'Harbour lights',
      authorDisplayName: 'Theo Lindqvist',
      authorId: 'theo',
    }),
    makePost({
      postTitle: 'Draft by Gracie',
      authorId: 'gracie',
      authorDisplayName: 'Gracie Draft',
      status: 'draft',
    }),
  )
  renderApp('/search?q=grace')
  const authors = await screen.findByRole('region', { name: 'Authors' })
  const grace = within(authors).getByRole('link', { name: /Grace Okafor/ })
  expect(grace.getAttribute('href')).toBe('/author/grace')
  expect(grace.textContent).toContain('2 posts')
  expect(within(authors).getAllByRole('link')).toHaveLength(1)
  // No post has the word; the authors are the answer.
  expect(screen.getByRole('status').textContent).toBe('No posts match “grace”.')

  renderApp('/search?q=harbour')
  await waitFor(() =>
    expect(screen.getAllByRole('status').at(-1)?.textContent).toBe('3 posts match “harbour”'),
  )
})

test("the header's and the page's search forms are two landmarks with two names", async () => {
  renderSignedOut('/search?q=tides')
  await screen.findByRole('heading', { level: 1, name: 'Search' })
  const names = screen.getAllByRole('search').map((form) => form.getAttribute('aria-label'))
  expect(names).toContain('Site search')
  expect(names).toContain('Search posts and authors')
  expect(new Set(names).size).toBe(names.length)
})
