import { screen, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import { makePost, store } from '../../mocks/store'
import { renderApp } from '../../tests/setup/render'

test('a byline opens the author’s page: name, bio, initials, their published posts only', async () => {
  store.profiles.set('grace', {
    displayName: 'Grace Hopper',
    photoURL: '',
    bio: 'I write compilers.',
  })
  store.posts.push(
    makePost({ postTitle: 'Compilers', authorId: 'grace', authorDisplayName: 'Grace Hopper' }),
    makePost({ postTitle: 'Secret', authorId: 'grace', status: 'draft' }),
    makePost({ postTitle: 'Someone else’s', authorId: 'ada' }),
  )
  const { user, router } = renderApp('/')
  const card = await screen.findByRole('article', { name: 'Compilers' })
  // The avatar and the name both open it; the name is the tab stop.
  await user.click(within(card).getAllByRole('link', { name: 'Grace Hopper' })[1] as HTMLElement)

  expect(await screen.findByRole('heading', { level: 1, name: 'Grace Hopper' })).toBeInTheDocument()
  expect(router.state.location.pathname).toBe('/author/grace')
  expect(screen.getByText('I write compilers.')).toBeInTheDocument()
  expect(screen.getByText('1 post · 0 followers')).toBeInTheDocument()
  const posts = screen.getByRole('region', { name: 'Posts' })
  expect(
    within(posts)
      .getAllByRole('article')
      .map((a) => a.getAttribute('aria-labelledby')),
  ).toHaveLength(1)
  expect(within(posts).getByRole('article', { name: 'Compilers' })).toBeInTheDocument()
})

test('an unknown author is a not-found page', async () => {
  renderApp('/author/nobody')
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Author not found' }),
  ).toBeInTheDocument()
})
