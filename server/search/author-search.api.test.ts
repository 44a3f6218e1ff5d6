// Issue 22: search names authors as well as posts, on both databases: by the name they have now
// (their profile's, else their posts'), every word the start of a word of it, published authors
// only, on the first page only.
import { beforeAll, describe, expect, test } from 'vitest'
import { SearchAnswerSchema } from '../../contract/search'
import { addPost } from '../../tests/setup/posts'
import { testDialects } from '../../tests/setup/server'
import { saveProfile } from '../profiles/profile-repository'
import { appWithUsers } from '../../tests/setup/suite'

describe.each(testDialects())('authors in search on %s', (dialect) => {
  const suite = appWithUsers(dialect, {})

  beforeAll(async () => {
    const db = suite.t.app.database.db
    for (const n of [1, 2, 3]) {
      await addPost(db, { title: `Tides ${n}`, authorId: 'grace-uid', authorName: 'Grace Okafor' })
    }
    await addPost(db, { title: 'Harbour', authorId: 'theo-uid', authorName: 'Theo Lindqvist' })
    // Renamed since: the name now is the profile's.
    await addPost(db, { title: 'Old name', authorId: 'mira-uid', authorName: 'Mira Old' })
    await saveProfile(db, {
      uid: 'mira-uid',
      displayName: 'Mira Sørensen',
      photoURL: 'https://photos.example/mira.webp',
      at: new Date().toISOString(),
    })
    // Only a draft: not an author anyone can read yet.
    await addPost(db, {
      title: 'Secret',
      authorId: 'gracie-uid',
      authorName: 'Gracie Hidden',
      status: 'draft',
    })
  })

  const search = async (query: Record<string, string>) => {
    const res = await suite.t.app.inject({ method: 'GET', url: '/api/search', query })
    expect(res.statusCode, res.body).toBe(200)
    return SearchAnswerSchema.parse(res.json())
  }

  test('an author is found by the start of a word of their name, with their published count', async () => {
    expect((await search({ q: 'grace' })).authors).toEqual([
      { authorId: 'grace-uid', displayName: 'Grace Okafor', photoURL: '', postCount: 3 },
    ])
    expect((await search({ q: 'Okafor Gra' })).authors.map((a) => a.authorId)).toEqual([
      'grace-uid',
    ])
    // Inside a word is not the start of one.
    expect((await search({ q: 'kafor' })).authors).toEqual([])
  })

  test('by the name they have now, with their photo; a draft-only writer is not an author yet', async () => {
    expect((await search({ q: 'mira' })).authors).toEqual([
      {
        authorId: 'mira-uid',
        displayName: 'Mira Sørensen',
        photoURL: 'https://photos.example/mira.webp',
        postCount: 1,
      },
    ])
    expect((await search({ q: 'old' })).authors).toEqual([])
    expect((await search({ q: 'gracie' })).authors).toEqual([])
  })

  test('authors answer the first page only; a query with no word names nobody', async () => {
    expect((await search({ q: 'grace', offset: '10' })).authors).toEqual([])
    expect((await search({ q: '***' })).authors).toEqual([])
  })
})
