import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { PAGE_SIZE_DEFAULT } from '../../contract/common'
import { makePost, store, storePost } from '../../mocks/store'
import { renderApp } from '../../tests/setup/render'
import { resetSession, signOut } from '../../tests/setup/signed-in'

afterEach(resetSession)

const titles = () =>
  screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent)

test("a tag's page lists only that tag's published posts, and pages like the feed", async () => {
  signOut()
  const tagged = Array.from({ length: PAGE_SIZE_DEFAULT + 2 }, (_, index) =>
    makePost({
      postTitle: `Rust ${String(index).padStart(2, '0')}`,
      tags: ['rust'],
      date: new Date(Date.UTC(2026, 0, 1, 0, index)).toISOString(),
    }),
  )
  store.posts.push(
    ...tagged,
    makePost({ postTitle: 'About Go', tags: ['go'] }),
    makePost({ postTitle: 'Draft on Rust', tags: ['rust'], status: 'draft' }),
  )
  const { user } = renderApp('/tag/rust')

  expect(await screen.findByRole('heading', { level: 1, name: 'Posts tagged #rust' })).toBeVisible()
  await screen.findAllByRole('article')
  expect(titles()).toHaveLength(PAGE_SIZE_DEFAULT)
  expect(titles()[0]).toBe(`Rust ${String(PAGE_SIZE_DEFAULT + 1).padStart(2, '0')}`)
  await user.click(screen.getByRole('button', { name: /load more/i }))
  await waitFor(() => expect(titles()).toHaveLength(PAGE_SIZE_DEFAULT + 2))
  expect(titles()).not.toContain('About Go')
  expect(titles()).not.toContain('Draft on Rust')
})

test('a tag no published post carries is not found, as the server says, with the way back', async () => {
  signOut()
  storePost({ postTitle: 'Untagged' })
  storePost({ postTitle: 'Only a draft', tags: ['drafts-only'], status: 'draft' })
  for (const tag of ['nothing-here', 'drafts-only']) {
    const { unmount } = renderApp(`/tag/${tag}`)
    expect(await screen.findByRole('heading', { level: 1, name: 'Tag not found' })).toBeVisible()
    expect(screen.getByText(/No published post carries this tag/)).toBeVisible()
    expect(screen.getByRole('link', { name: 'Back to the feed' })).toHaveAttribute('href', '/')
    unmount()
  }
})

test('a tag is read as the server reads it: /tag/%23Rust is /tag/rust, spaces are hyphens; no tag has a +', async () => {
  signOut()
  storePost({ postTitle: 'Tagged', tags: ['rust'] })
  storePost({ postTitle: 'Two words', tags: ['two-words'] })
  const { router } = renderApp('/tag/%23Rust')
  expect(await screen.findByRole('heading', { level: 1, name: 'Posts tagged #rust' })).toBeVisible()
  expect(router.state.location.pathname).toBe('/tag/rust')

  await router.navigate({ to: '/tag/$tag', params: { tag: 'Two words' } })
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Posts tagged #two-words' }),
  ).toBeVisible()
  expect(router.state.location.pathname).toBe('/tag/two-words')

  await router.navigate({ to: '/tag/$tag', params: { tag: 'c++' } })
  expect(await screen.findByRole('heading', { level: 1, name: 'Tag not found' })).toBeVisible()
})
