// The mock server (mocks/handlers/posts.ts) keeps a post's language as the server does (ADR 0077):
// sent or the site's, in canonical case, filtered by `?language=` with its regions, page by page.
import { afterEach, expect, test } from 'vitest'
import { API } from '../../../mocks/handlers/shared'
import { store, storePost } from '../../../mocks/store'
import { resetSession, signInAs } from '../../../tests/setup/signed-in'
import type { PostDetail, PostSummary } from '../../../contract/posts'

afterEach(resetSession)

const signedIn = (user: { email: string }) => ({
  Authorization: 'Bearer test-token',
  email: user.email,
  'content-type': 'application/json',
})

test("a new post takes the language it is sent, in canonical case, else the site's", async () => {
  const user = signInAs()
  const publish = async (extra: object) => {
    const res = await fetch(`${API}/post`, {
      method: 'POST',
      headers: signedIn(user),
      body: JSON.stringify({
        postTitle: 'A post',
        postBody: 'Words.',
        image: 'https://images.example.com/a.webp',
        ...extra,
      }),
    })
    return res
  }
  const sent = await publish({ language: 'DE-at' })
  expect(sent.status).toBe(201)
  const { insertedId } = (await sent.json()) as { insertedId: string }
  expect(store.posts.find((post) => post._id === insertedId)?.language).toBe('de-AT')

  store.site.settings.language = 'es'
  const { insertedId: other } = (await (await publish({})).json()) as { insertedId: string }
  expect(store.posts.find((post) => post._id === other)?.language).toBe('es')

  const bad = await publish({ language: 'de_AT' })
  expect(bad.status).toBe(400)
  expect(await bad.json()).toMatchObject({
    error: { code: 'validation_failed', fields: { language: 'Not a valid language' } },
  })

  const edit = await fetch(`${API}/updatePost/${insertedId}`, {
    method: 'PUT',
    headers: signedIn(user),
    body: JSON.stringify({
      postBody: {
        postTitle: 'A post',
        postBody: 'Words.',
        image: 'https://images.example.com/a.webp',
        language: 'fr',
      },
    }),
  })
  expect(await edit.json()).toEqual({ matchedCount: 1, modifiedCount: 1, version: 2 })
  expect(store.posts.find((post) => post._id === insertedId)?.language).toBe('fr')
})

test('GET /posts?language= lists its posts and its regions’, the filter riding along each page', async () => {
  const german: PostDetail[] = []
  for (const [i, language] of ['de', 'en', 'de-CH', 'ar', 'de'].entries()) {
    const post = storePost({ language, date: new Date(Date.UTC(2026, 0, 1 + i)).toISOString() })
    if (language.startsWith('de')) german.push(post)
  }
  const first = await fetch(`${API}/posts?language=de&limit=2`)
  const page = (await first.json()) as PostSummary[]
  expect(page.map((post) => post.language)).toEqual(['de', 'de-CH'])
  const next = /^<([^>]+)>/.exec(first.headers.get('Link') ?? '')?.[1] ?? ''
  expect(next).toContain('language=de')
  const rest = (await (await fetch(`${window.location.origin}${next}`)).json()) as PostSummary[]
  expect([...page, ...rest].map((post) => post._id).sort()).toEqual(
    german.map((post) => post._id).sort(),
  )
  const bad = await fetch(`${API}/posts?language=no_pe`)
  expect(bad.status).toBe(400)
})
