// A comment written offline waits, marked, with a way to cancel it, and is sent once when the
// connection is back (docs/decisions/0040).
import { onlineManager } from '@tanstack/react-query'
import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { NewCommentInputSchema } from '../../../contract/comments'
import { server } from '../../../mocks/node'
import { store, storePost } from '../../../mocks/store'
import { renderApp } from '../../../tests/setup/render'
import { resetSession, signInAs } from '../../../tests/setup/signed-in'

afterEach(() => {
  onlineManager.setOnline(true)
  resetSession()
})

/** Every comment the client sends, with its idempotency key (the handlers then answer). */
function sentComments() {
  const sent: { comment: string; key: string | undefined }[] = []
  server.events.on('request:start', ({ request }) => {
    if (request.method !== 'POST' || !request.url.endsWith('/comment')) return
    void request
      .clone()
      .json()
      .then((body) => {
        const input = NewCommentInputSchema.parse(body)
        sent.push({ comment: input.comment, key: input.idempotencyKey })
      })
  })
  return sent
}

async function writeOffline(text: string) {
  const me = signInAs()
  const post = storePost()
  const sent = sentComments()
  const { user } = renderApp(`/post/${post._id}`)
  const field = await screen.findByRole('textbox', { name: 'Comment' })
  onlineManager.setOnline(false)
  await user.type(field, text)
  await user.click(screen.getByRole('button', { name: 'Add comment' }))
  const list = await screen.findByRole('list', { name: 'Comments' })
  const item = within(list).getByRole('listitem')
  return { me, sent, user, field, list, item }
}

test('offline, a comment shows at once as waiting to send, and goes once when back online', async () => {
  const { sent, field, list, item } = await writeOffline('Written in a tunnel')
  expect(within(item).getByText('Written in a tunnel')).toBeInTheDocument()
  expect(await within(item).findByText('Waiting to send')).toBeInTheDocument()
  // The box is free for the next one.
  await waitFor(() => expect(field).toHaveValue(''))
  expect(field).not.toHaveAttribute('readonly')
  expect(sent).toEqual([])

  onlineManager.setOnline(true)
  await waitFor(() => expect(store.comments.map((c) => c.comment)).toEqual(['Written in a tunnel']))
  await waitFor(() => expect(within(list).queryByText('Waiting to send')).not.toBeInTheDocument())
  expect(sent).toHaveLength(1)
  expect(sent[0]?.key).toMatch(/^[0-9a-f]{32}$/)
  server.events.removeAllListeners()
})

test('a comment waiting to send can be cancelled: it is never sent', async () => {
  const { sent, user, list, item } = await writeOffline('Never mind')
  await user.click(
    await within(item).findByRole('button', { name: 'Cancel sending your comment “Never mind”' }),
  )
  await waitFor(() => expect(within(list).queryByText('Never mind')).not.toBeInTheDocument())

  onlineManager.setOnline(true)
  // Anything still waiting would go now.
  await new Promise((resolve) => setTimeout(resolve, 200))
  expect(sent).toEqual([])
  expect(store.comments).toEqual([])
  server.events.removeAllListeners()
})
