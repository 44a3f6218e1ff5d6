// A post by `authorId` with one comment by someone else (Troll, "Rude"), opened by the signed-in
// reader: where blocking and moderation are tried in the component tests.
import { screen } from '@testing-library/react'
import { makeComment, store, storePost } from '../../mocks/store'
import { renderApp } from './render'
import { signInAs } from './signed-in'

export async function openPostWithTroll({
  authorId = 'someone-else',
  commentsEnabled = true,
} = {}) {
  signInAs()
  const post = storePost({ postTitle: 'Tides', authorId, commentsEnabled })
  store.comments.push(
    makeComment({ postId: post._id, userId: 'uid-troll', userName: 'Troll', comment: 'Rude' }),
  )
  const utils = renderApp(`/post/${post._id}`)
  const list = await screen.findByRole('list', { name: 'Comments' })
  return { ...utils, post, list }
}
