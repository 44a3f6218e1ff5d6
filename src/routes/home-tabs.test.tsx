import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { addProfile, makeNotification, makePost, store, storePost } from '../../mocks/store'
import { renderApp } from '../../tests/setup/render'
import { resetSession, signInAs, signOut } from '../../tests/setup/signed-in'
import { HOME_TAB_KEY } from './-home-tabs'

afterEach(() => {
  resetSession()
  localStorage.removeItem(HOME_TAB_KEY)
})

test('a visitor sees the latest posts and no tabs', async () => {
  signOut()
  storePost({ postTitle: 'Tides', authorId: 'grace' })
  renderApp('/')
  await screen.findByRole('article', { name: 'Tides' })
  expect(screen.queryByRole('tablist')).not.toBeInTheDocument()
})

test('signed in: Latest and Following tabs; Following shows followed posts, the tab is remembered', async () => {
  signInAs()
  store.posts.push(
    makePost({ postTitle: 'By Grace', authorId: 'grace', date: '2026-01-03T00:00:00.000Z' }),
    makePost({ postTitle: 'Tagged knots', authorId: 'theo', tags: ['knots'] }),
    makePost({ postTitle: 'Unfollowed', authorId: 'theo' }),
  )
  addProfile('grace', 'Grace Hopper')
  const { user, unmount } = renderApp('/')
  const tabs = await screen.findByRole('tablist', { name: 'Which posts' })
  expect(within(tabs).getByRole('tab', { name: 'Latest' })).toHaveAttribute('aria-selected', 'true')
  await screen.findByRole('article', { name: 'Unfollowed' })
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Latest posts')

  await user.click(within(tabs).getByRole('tab', { name: 'Following' }))
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Posts you follow')
  // Nothing followed yet: suggestions, each with a Follow button.
  expect(await screen.findByText(/You follow nobody yet/)).toBeInTheDocument()
  const authors = await screen.findByRole('region', { name: 'Authors to follow' })
  expect(within(authors).getByRole('button', { name: 'Follow Grace Hopper' })).toBeInTheDocument()
  const tags = screen.getByRole('region', { name: 'Tags to follow' })
  // Following one fills the feed with its posts, and the suggestions give way.
  await user.click(within(tags).getByRole('button', { name: 'Follow #knots' }))
  await screen.findByRole('article', { name: 'Tagged knots' })
  expect(screen.queryByRole('article', { name: 'By Grace' })).not.toBeInTheDocument()
  expect(screen.queryByRole('article', { name: 'Unfollowed' })).not.toBeInTheDocument()
  expect(screen.queryByRole('region', { name: 'Tags to follow' })).not.toBeInTheDocument()
  expect(localStorage.getItem(HOME_TAB_KEY)).toBe('following')

  unmount()
  renderApp('/')
  const again = await screen.findByRole('tablist', { name: 'Which posts' })
  expect(within(again).getByRole('tab', { name: 'Following' })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  await screen.findByRole('article', { name: 'Tagged knots' })
})

test('a follow notification says who followed and links to their page', async () => {
  signInAs()
  store.notifications.push(
    makeNotification({
      type: 'follow',
      title: 'Ada followed you',
      detail: '',
      postId: undefined,
      postTitle: '',
      actorId: 'ada',
      actorName: 'Ada Moreno',
      actorHandle: 'ada',
    }),
  )
  renderApp('/notifications')
  const card = await screen.findByRole('listitem', { name: 'Ada Moreno followed you' })
  expect(within(card).getByRole('link', { name: 'Open profile' })).toHaveAttribute('href', '/@ada')
  await waitFor(() =>
    expect(screen.getByRole('link', { name: /Notifications/ })).toHaveAccessibleName(/1/),
  )
})
