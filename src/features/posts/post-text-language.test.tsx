// A post's own words in its own language (docs/decisions/0077, "A post's language"): the page's
// article and the card's title and preview say the post's language and run in its direction,
// while the interface around them stays the reader's.
import { screen, within } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { makePost, store } from '../../../mocks/store'
import { renderApp } from '../../../tests/setup/render'
import { resetSession, signOut } from '../../../tests/setup/signed-in'
import { strictTranslator } from '../../../tests/setup/languages'

afterEach(resetSession)

test('a German post on an Arabic page: its article, title and text German and left to right', async () => {
  signOut()
  const post = makePost({ postTitle: 'Ebbe und Flut', postBody: 'Das Meer.', language: 'de' })
  store.posts.push(post)
  renderApp(`/post/${post._id}`, undefined, await strictTranslator('ar'))
  const article = await screen.findByRole('article', { name: 'Ebbe und Flut' })
  expect(article).toHaveAttribute('lang', 'de')
  expect(within(article).getByRole('heading', { level: 1 })).toHaveAttribute('dir', 'ltr')
  expect(await within(article).findByText('Das Meer.')).toBeInTheDocument()
  // The likes are the interface's: Arabic again, inside the German article.
  const likes = within(article).getByRole('link', { name: /^سجّل الدخول لتُعجب/ })
  expect(likes.closest('[lang]')).toHaveAttribute('lang', 'ar')
})

test('an Arabic post on an English feed: its card title and preview Arabic and right to left', async () => {
  signOut()
  store.posts.push(makePost({ postTitle: 'المد والجزر', postBody: 'البحر.', language: 'ar' }))
  renderApp('/')
  const card = await screen.findByRole('article', { name: 'المد والجزر' })
  const title = within(card).getByRole('heading', { level: 2 })
  expect(title).toHaveAttribute('lang', 'ar')
  expect(title).toHaveAttribute('dir', 'rtl')
  expect(within(card).getByText(/البحر/)).toHaveAttribute('dir', 'rtl')
})

test('the home page filtered by ?language=: only that language’s posts, said so, with the way back to all', async () => {
  signOut()
  store.posts.push(makePost({ postTitle: 'Ebbe und Flut', language: 'de-AT' }))
  store.posts.push(makePost({ postTitle: 'Low tide', language: 'en' }))
  const { user } = renderApp('/?language=de')
  expect(await screen.findByRole('article', { name: 'Ebbe und Flut' })).toBeInTheDocument()
  expect(screen.queryByRole('article', { name: 'Low tide' })).not.toBeInTheDocument()
  expect(await screen.findByText('Posts in German')).toBeInTheDocument()
  await user.click(screen.getByRole('link', { name: 'All languages' }))
  expect(await screen.findByRole('article', { name: 'Low tide' })).toBeInTheDocument()
})
