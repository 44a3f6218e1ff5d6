// Issue 22: the home, author and tag pages show their RSS feed where a reader sees it.
import { screen } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { makePost, store } from '../../mocks/store'
import { renderApp } from '../../tests/setup/render'
import { resetSession, signOut } from '../../tests/setup/signed-in'

afterEach(resetSession)

test.each([
  ['/', 'RSS feed of the latest posts', '/rss.xml'],
  ['/tag/rust', 'RSS feed of posts tagged #rust', '/tag/rust/rss.xml'],
  ['/author/grace', "RSS feed of Grace Hopper's posts", '/author/grace/rss.xml'],
])('%s links its feed visibly', async (path, name, href) => {
  signOut()
  store.posts.push(
    makePost({
      postTitle: 'Compilers',
      authorId: 'grace',
      authorDisplayName: 'Grace Hopper',
      tags: ['rust'],
    }),
  )
  renderApp(path)
  const link = await screen.findByRole('link', { name })
  expect(link).toHaveAttribute('href', href)
  expect(link).toHaveTextContent('RSS')
  expect(link).toBeVisible()
})
