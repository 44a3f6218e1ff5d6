// Issue 29: a reply from someone on another server is drawn with their handle there and links
// to their page there; it can be answered here, but not blocked (that is their server's to do).
import { within } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { openPostWithComment } from '../../../tests/setup/post-page'
import { resetSession } from '../../../tests/setup/signed-in'

afterEach(resetSession)

test("a remote reply shows its writer's handle and links to their page on their server", async () => {
  const { list } = await openPostWithComment({
    userId: 'https://mastodon.example/users/bob',
    userName: 'Bob Stone',
    comment: 'Lovely post',
    remote: { handle: 'bob@mastodon.example', url: 'https://mastodon.example/@bob' },
  })
  const name = await within(list).findByRole('link', { name: 'Bob Stone @bob@mastodon.example' })
  expect(name).toHaveAttribute('href', 'https://mastodon.example/@bob')
  expect(name).toHaveAttribute('rel', expect.stringContaining('noopener'))
  expect(within(list).getByRole('button', { name: 'Reply to Bob Stone' })).toBeInTheDocument()
  expect(within(list).queryByRole('button', { name: 'Block Bob Stone' })).toBeNull()
})
