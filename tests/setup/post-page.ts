// A post by `authorId` with one comment, opened by the signed-in reader: by someone else
// (Troll, "Rude") where blocking and moderation are tried in the component tests; and the comment
// box of a post's page, filled and sent as a reader does.
import { screen } from '@testing-library/react'
import type { Comment } from '../../contract/comments'
import { makeComment, store, storePost } from '../../mocks/store'
import { renderApp } from './render'
import { signInAs } from './signed-in'

interface PostOptions {
  authorId?: string
  commentsEnabled?: boolean
}

/** “Tides” with one comment (`comment`'s fields), open, once its comments are listed. */
export async function openPostWithComment(
  comment: Partial<Comment>,
  { authorId = 'someone-else', commentsEnabled = true }: PostOptions = {},
) {
  signInAs()
  const post = storePost({ postTitle: 'Tides', authorId, commentsEnabled })
  store.comments.push(makeComment({ postId: post._id, ...comment }))
  const utils = renderApp(`/post/${post._id}`)
  const list = await screen.findByRole('list', { name: 'Comments' })
  return { ...utils, post, list }
}

export const openPostWithTroll = (options: PostOptions = {}) =>
  openPostWithComment({ userId: 'uid-troll', userName: 'Troll', comment: 'Rude' }, options)

/** Types `text` in the post page's comment box and sends it; answers the box. */
export async function sendComment(user: ReturnType<typeof renderApp>['user'], text: string) {
  const field = await screen.findByRole('textbox', { name: 'Comment' })
  await user.type(field, text)
  await user.click(screen.getByRole('button', { name: 'Add comment' }))
  return field
}
