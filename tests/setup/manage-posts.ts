// The signed-in author's post on Manage posts, where its card's Delete and Unpublish are tried in
// the component tests: each asks in a dialog first.
import { screen, within } from '@testing-library/react'
import { storePost } from '../../mocks/store'
import { renderApp } from './render'
import { signInAs } from './signed-in'

export async function myPostOnManagePosts(title: string) {
  const me = signInAs()
  storePost({ postTitle: title, author: me.email })
  const utils = renderApp('/managePosts')
  const card = await screen.findByRole('article', { name: title })
  /** Presses the card's `action` and answers its dialog with `answer`. */
  const choose = async (action: string, answer = action) => {
    await utils.user.click(within(card).getByRole('button', { name: action }))
    const dialog = await screen.findByRole('dialog')
    await utils.user.click(within(dialog).getByRole('button', { name: answer }))
  }
  return { ...utils, card, choose }
}
