// A post by `authorId` with one comment by someone else (Troll, "Rude"), opened by the signed-in
// reader: where blocking and moderation are tried in the component tests; and the comment box
// of a post's page, filled and sent as a reader does.
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

/** Types `text` in the post page's comment box and sends it; answers the box. */
export async function sendComment(user: ReturnType<typeof renderApp>['user'], text: string) {
  const field = await screen.findByRole('textbox', { name: 'Comment' })
  await user.type(field, text)
  await user.click(screen.getByRole('button', { name: 'Add comment' }))
  return field
}
