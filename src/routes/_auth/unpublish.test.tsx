// Issue 27 item 2 in Manage posts: Unpublish asks, shows the post as a draft at once, sends the
// whole post back (never a list's shortened copy), and a refusal puts it back as it was.
import { screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { afterEach, expect, test } from 'vitest'
import { API, errorResponse } from '../../../mocks/handlers/shared'
import { server } from '../../../mocks/node'
import { makePost, store } from '../../../mocks/store'
import { renderApp } from '../../../tests/setup/render'
import { resetSession, signInAs } from '../../../tests/setup/signed-in'
import { myPostOnManagePosts } from '../../../tests/setup/manage-posts'

afterEach(resetSession)

const LONG_BODY = `${'A long and careful paragraph about the tides. '.repeat(40)}The end.`

test('Unpublish asks, then the post is a draft at once, its whole text kept', async () => {
  const me = signInAs()
  const post = makePost({ postTitle: 'Second thoughts', author: me.email, postBody: LONG_BODY })
  store.posts.push(
    post,
    makePost({ postTitle: 'A draft already', author: me.email, status: 'draft' }),
  )
  const { user } = renderApp('/managePosts')

  const card = await screen.findByRole('article', { name: 'Second thoughts' })
  const draftCard = screen.getByRole('article', { name: 'A draft already' })
  expect(within(draftCard).queryByRole('button', { name: 'Unpublish' })).not.toBeInTheDocument()
  await user.click(within(card).getByRole('button', { name: 'Unpublish' }))
  const dialog = await screen.findByRole('dialog')
  expect(within(dialog).getByText(/^Unpublish this post\?/)).toBeInTheDocument()
  await user.click(within(dialog).getByRole('button', { name: 'Unpublish' }))

  expect(await within(card).findByText('Draft')).toBeInTheDocument()
  expect(within(card).queryByRole('button', { name: 'Unpublish' })).not.toBeInTheDocument()
  expect(await screen.findByText('Post unpublished: it is a draft again')).toBeInTheDocument()
  await waitFor(() => expect(store.posts.find((p) => p._id === post._id)?.status).toBe('draft'))
  const stored = store.posts.find((p) => p._id === post._id)
  expect(stored?.postBody).toBe(LONG_BODY)
  expect(stored?.postTitle).toBe('Second thoughts')
})

test('a refused unpublish puts the post back as published, with a toast', async () => {
  server.use(
    http.put(`${API}/updatePost/:postId`, () => errorResponse(404, 'not_found', 'Gone meanwhile')),
  )
  const { card, choose } = await myPostOnManagePosts('Stays out')
  await choose('Unpublish')

  expect(
    await screen.findByText('The post could not be unpublished, please try again'),
  ).toBeInTheDocument()
  expect(screen.getByText('Gone meanwhile')).toBeInTheDocument()
  expect(within(card).queryByText('Draft')).not.toBeInTheDocument()
  expect(within(card).getByRole('button', { name: 'Unpublish' })).toBeInTheDocument()
})
