// A post's card on the home feed, where the component tests press its heart and its bookmark.
import { screen } from '@testing-library/react'
import { storePost } from '../../mocks/store'
import { renderApp } from './render'
import { signInAs } from './signed-in'

/** Ada's post `title` on the feed, read by a signed-in reader (`signedIn`) or a visitor. */
export async function cardOnFeed(title: string, { signedIn = true } = {}) {
  if (signedIn) signInAs()
  storePost({ postTitle: title, authorId: 'ada' })
  const utils = renderApp('/')
  const card = await screen.findByRole('article', { name: title })
  return { ...utils, card }
}
