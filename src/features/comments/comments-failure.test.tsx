import { screen, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { afterEach, expect, test, vi } from 'vitest'
import { API } from '../../../mocks/handlers/shared'
import { server } from '../../../mocks/node'
import { makeComment, store, storePost } from '../../../mocks/store'
import { renderApp } from '../../../tests/setup/render'
import { resetSession, signInAs } from '../../../tests/setup/signed-in'

afterEach(resetSession)

test('comments that cannot be loaded say so in their place; the post and the typed comment stay', async () => {
  signInAs()
  // React reports the error the comments' boundary caught; that report is expected here.
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined)
  const post = storePost({ postTitle: 'Tides', authorId: 'someone-else' })
  store.comments.push(makeComment({ postId: post._id, comment: 'Here all along' }))
  let reachable = false
  server.use(
    http.get(`${API}/comment/:postId`, () => (reachable ? undefined : HttpResponse.error())),
  )
  const { user } = renderApp(`/post/${post._id}`)

  const box = await screen.findByRole('textbox', { name: 'Comment' })
  await user.type(box, 'Typed on a train')
  const alert = await screen.findByRole('alert', { name: "Can't reach Quill" })
  // In the comments' place: the post is still there.
  expect(screen.getByRole('heading', { level: 1, name: 'Tides' })).toBeInTheDocument()
  expect(screen.getByRole('region', { name: 'Comments' })).toContainElement(alert)
  expect(box).toHaveValue('Typed on a train')

  reachable = true
  await user.click(within(alert).getByRole('button', { name: 'Retry' }))
  const list = await screen.findByRole('list', { name: 'Comments' })
  expect(within(list).getByText('Here all along')).toBeInTheDocument()
  expect(screen.getByRole('textbox', { name: 'Comment' })).toHaveValue('Typed on a train')
  consoleError.mockRestore()
})
