// Issue 29: a reply from someone on another server is drawn with their handle there and links
// to their page there; it can be answered here, but not blocked (that is their server's to do).
import { screen, within } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { makeComment, store, storePost } from '../../../mocks/store'
import { renderApp } from '../../../tests/setup/render'
import { resetSession, signInAs } from '../../../tests/setup/signed-in'

afterEach(resetSession)

test("a remote reply shows its writer's handle and links to their page on their server", async () => {
  signInAs()
  const post = storePost({ postTitle: 'Tides', authorId: 'someone-else' })
  store.comments.push(
    makeComment({
      postId: post._id,
      userId: 'https://mastodon.example/users/bob',
      userName: 'Bob Stone',
      comment: 'Lovely post',
      remote: { handle: 'bob@mastodon.example', url: 'https://mastodon.example/@bob' },
    }),
  )
  renderApp(`/post/${post._id}`)
  const list = await screen.findByRole('list', { name: 'Comments' })
  const name = await within(list).findByRole('link', { name: 'Bob Stone @bob@mastodon.example' })
  expect(name).toHaveAttribute('href', 'https://mastodon.example/@bob')
  expect(name).toHaveAttribute('rel', expect.stringContaining('noopener'))
  expect(within(list).getByRole('button', { name: 'Reply to Bob Stone' })).toBeInTheDocument()
  expect(within(list).queryByRole('button', { name: 'Block Bob Stone' })).toBeNull()
})
