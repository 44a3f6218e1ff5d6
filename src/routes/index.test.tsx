import { screen } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { expect, test } from 'vitest'
import { API } from '../../mocks/handlers/shared'
import { server } from '../../mocks/node'
import { makePost, store } from '../../mocks/store'
import { renderApp } from '../../tests/setup/render'

test('the feed lists the posts the API answers, newest first', async () => {
  store.posts.push(
    makePost({ postTitle: 'Older post', date: '2026-01-01T00:00:00.000Z' }),
    makePost({ postTitle: 'Newer post', date: '2026-02-01T00:00:00.000Z' }),
  )
  renderApp('/')

  const headings = await screen.findAllByRole('heading', { level: 2 })
  expect(headings.map((h) => h.textContent)).toEqual(['Newer post', 'Older post'])
})

test('the feed says so when there are no posts', async () => {
  server.use(http.get(`${API}/posts`, () => HttpResponse.json([])))
  renderApp('/')

  expect(await screen.findByText('No posts yet.')).toBeInTheDocument()
})
